import blocks from '@/components/marketing/contractors/blocks.module.scss';
import { Icon } from '@/components/marketing/contractors/icons';
import { Section } from '@/components/marketing/contractors/Section';
import { PageFrame } from '@/components/marketing/PageFrame';
import { AppDownloadButton } from '@/components/start-selling/AppDownloadButton';
import { ANDROID_INSTALL_STEPS } from '@/components/start-selling/installGuide';
import { appRoutes } from '@/lib/app-routes';
import { routes } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo';

const route = routes.appDownload;

// The contractor app's manifest: with it, Chrome and Edge offer to install the app from this page.
export const metadata = { ...pageMetadata(route), manifest: '/app.webmanifest' };

export default function Page() {
  return (
    <PageFrame
      route={route}
      intro={
        <>
          <p className={blocks.heroLead}>{route.description}</p>
          <div className={blocks.actions}>
            <AppDownloadButton appPath={appRoutes.home} className={blocks.button} />
          </div>
        </>
      }
    >
      <Section id="androidInstallGuide" title="Android install guide">
        <ol className={blocks.steps}>
          {ANDROID_INSTALL_STEPS.map((step) => (
            <li key={step.title}>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </Section>
      <Section id="storefrontApps" title="A supplier’s own app">
        <p>
          Every supplier’s storefront is an app of its own too, with the supplier’s name, colour and logo. Open the
          supplier’s storefront, choose Get the app, then Install app (or Add to Home Screen in your browser’s menu): it
          opens on the supplier’s products and prices, and shows a page of its own when you are offline. Suppliers find
          theirs, and the link that installs it, under Your app in their storefront settings.
        </p>
      </Section>
      <Section id="inTheApp" title="In the app" tone="alt">
        <ul className={blocks.checkList}>
          <li>
            <Icon name="check" />
            <span>Order concrete, aggregates and bins from the suppliers that deliver to your site.</span>
          </li>
          <li>
            <Icon name="check" />
            <span>Follow each truck in real time and chat with the supplier or the driver.</span>
          </li>
          <li>
            <Icon name="check" />
            <span>Pay by card, bank debit or on credit terms, and find every invoice in one place.</span>
          </li>
        </ul>
      </Section>
    </PageFrame>
  );
}
