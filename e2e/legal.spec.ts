import { legalPages } from '@/lib/content/legal';

import { expect, test } from './fixtures';

for (const { route, document } of legalPages) {
  test.describe(`${route.path} legal page`, () => {
    test('its table of contents lists every section and each link lands on a heading of the page', async ({ page }) => {
      await page.goto(route.path);
      await expect(page.getByRole('heading', { level: 1, name: route.title })).toBeVisible();
      await expect(page.getByText('Last updated', { exact: false })).toContainText(/Last updated \w+ \d{1,2}, \d{4}/);

      const toc = page.getByRole('navigation', { name: 'Table of contents' });
      const tocLinks = toc.getByRole('listitem').getByRole('link');
      await expect(tocLinks).toHaveText(document.sections.map((section) => section.heading));

      // The numbered section headings as the page shows them, whatever the data says.
      const sectionHeadingIds = await page
        .getByRole('main')
        .locator('h2[id]')
        .evaluateAll((headings) => headings.map((heading) => heading.id));
      const tocTargets = await tocLinks.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      expect(tocTargets).toEqual(sectionHeadingIds.map((id) => `#${id}`));

      for (const target of tocTargets) {
        const id = (target ?? '').slice(1);
        const heading = page.locator(`[id="${id}"]`);
        await expect(heading, `exactly one element answers to ${target}`).toHaveCount(1);
        await expect(heading).toHaveJSProperty('tagName', 'H2');
      }
    });

    test('clicking the third entry of the table of contents moves to that section and updates the hash', async ({
      page,
    }) => {
      await page.goto(route.path);
      const third = page.getByRole('navigation', { name: 'Table of contents' }).getByRole('link').nth(2);
      const target = await third.getAttribute('href');
      expect(target).toMatch(/^#[\w-]+$/);

      await third.click();
      await expect(page).toHaveURL(new RegExp(`${route.path}${target}$`));
      const heading = page.locator(`[id="${(target ?? '').slice(1)}"]`);
      await expect(heading).toBeInViewport();

      // On desktop the table of contents stays in view beside the text; elsewhere it sits above it.
      if (test.info().project.name === 'desktop') {
        await expect(page.getByRole('navigation', { name: 'Table of contents' })).toBeInViewport();
      }
    });
  });
}
