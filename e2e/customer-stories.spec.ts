import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

import { CAROUSEL_AUTO_ADVANCE_MS, CAROUSEL_MIN_SWIPE_PX } from '@/lib/constants';
import { routes } from '@/lib/routes';

import { expect, test } from './fixtures';

const isDesktop = () => test.info().project.name === 'desktop';
const skipOnDesktop = () => test.skip(isDesktop(), 'every story is in view on desktop: nothing to move to');

const carousel = (page: Page) => page.getByRole('region', { name: 'Customer stories' });
const dot = (page: Page, story: number) => carousel(page).getByRole('button', { name: `Go to story ${story}` });
/** Auto-advance has had its chance, with a margin for the slide animation. */
const ROTATION_WAIT_MS = CAROUSEL_AUTO_ADVANCE_MS + 1500;

/** The slides whose story card lies entirely inside the carousel's viewport. */
function storiesInView(page: Page) {
  return carousel(page).evaluate((root) => {
    const slides = Array.from(root.querySelectorAll('[aria-roledescription="slide"]'));
    const viewport = slides[0]?.parentElement?.parentElement;
    if (!viewport) return [];
    const view = viewport.getBoundingClientRect();
    return slides
      .filter((slide) => {
        const card = (slide.firstElementChild ?? slide).getBoundingClientRect();
        return card.left >= view.left - 1 && card.right <= view.right + 1;
      })
      .map((slide) => slide.getAttribute('aria-label'));
  });
}

/**
 * Tablet and mobile: waits until the carousel is interactive (its pause button only appears once
 * its carousel code has loaded, which pointing at it starts), with the pointer resting on it so
 * auto-advance holds still meanwhile.
 */
async function readyToTouch(page: Page) {
  await page.goto(routes.home.path);
  await carousel(page).getByRole('group', { name: '1 of 3' }).hover();
  await expect(carousel(page).getByRole('button', { name: 'Pause story rotation' })).toBeVisible();
  await expect(dot(page, 1)).toHaveAttribute('aria-current', 'true');
}

async function drag(page: Page, distance: number) {
  const box = await carousel(page).getByRole('group', { name: '1 of 3' }).boundingBox();
  if (!box) throw new Error('the first story has no box');
  const start = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(start.x - distance, start.y, { steps: 8 });
  await page.mouse.up();
}

test.describe('customer stories carousel', () => {
  test('shows the three stories, three per view on desktop and one on tablet and mobile', async ({ page }) => {
    await page.goto(routes.home.path);
    await expect(page.getByRole('heading', { level: 2, name: 'What our customers say' })).toBeVisible();
    const slides = carousel(page).getByRole('group');
    await expect(slides).toHaveCount(3);
    await expect(carousel(page)).toHaveAttribute('aria-roledescription', 'carousel');

    const first = slides.first();
    await expect(first).toHaveAttribute('aria-roledescription', 'slide');
    await expect(first.getByRole('img', { name: 'Keystone Builders' })).toBeVisible();
    await expect(first.getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible();
    await expect(first.locator('blockquote')).toContainText('order concrete at night');
    await expect(first).toContainText('Daniela Ruiz');
    await expect(slides.nth(1).getByRole('heading', { level: 3 })).toHaveText('One statement, 120-day terms');

    await expect.poll(() => storiesInView(page)).toEqual(isDesktop() ? ['1 of 3', '2 of 3', '3 of 3'] : ['1 of 3']);
  });

  test('the carousel and its controls pass axe, with auto-advance on', async ({ page }) => {
    await page.goto(routes.home.path);
    if (!isDesktop()) {
      // The carousel's code loads as it comes near the viewport; its pause button shows then.
      await carousel(page).scrollIntoViewIfNeeded();
      await expect(carousel(page).getByRole('button', { name: 'Pause story rotation' })).toBeVisible();
    }
    await page.evaluate(() => document.fonts.ready);
    const axe = await new AxeBuilder({ page }).include('[aria-roledescription="carousel"]').analyze();
    expect(axe.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });

  test('no arrows when every story fits (desktop), nor on tablet and mobile, which swipe', async ({ page }) => {
    await page.goto(routes.home.path);
    const previous = carousel(page).getByRole('button', { name: 'Previous story' });
    const next = carousel(page).getByRole('button', { name: 'Next story' });
    await expect(previous).toBeHidden();
    await expect(next).toBeHidden();
    if (!isDesktop()) return;
    // Desktop holds the three stories in one view: two arrows would only ever be disabled.
    await carousel(page).hover();
    await expect(previous).toBeHidden();
    await expect(next).toBeHidden();
    await expect(dot(page, 1)).toBeHidden();
    await page.waitForTimeout(ROTATION_WAIT_MS);
    expect(await storiesInView(page)).toEqual(['1 of 3', '2 of 3', '3 of 3']);
  });

  test('the dots mark the active story and move to the chosen one', async ({ page }) => {
    skipOnDesktop();
    await readyToTouch(page);
    await expect(carousel(page).getByRole('button', { name: /^Go to story/ })).toHaveCount(3);

    await dot(page, 3).click();
    await expect(dot(page, 3)).toHaveAttribute('aria-current', 'true');
    await expect(dot(page, 1)).not.toHaveAttribute('aria-current');
    await expect.poll(() => storiesInView(page)).toEqual(['3 of 3']);

    await dot(page, 2).click();
    await expect(dot(page, 2)).toHaveAttribute('aria-current', 'true');
    await expect(dot(page, 3)).not.toHaveAttribute('aria-current');
    await expect.poll(() => storiesInView(page)).toEqual(['2 of 3']);
  });

  test('a drag of 100 px moves to the next story; one shorter than the minimum swipe does not', async ({ page }) => {
    skipOnDesktop();
    await readyToTouch(page);

    await drag(page, CAROUSEL_MIN_SWIPE_PX - 5);
    await page.waitForTimeout(600);
    await expect(dot(page, 1)).toHaveAttribute('aria-current', 'true');
    await expect.poll(() => storiesInView(page)).toEqual(['1 of 3']);

    await drag(page, 100);
    await expect(dot(page, 2)).toHaveAttribute('aria-current', 'true');
    await expect.poll(() => storiesInView(page)).toEqual(['2 of 3']);
  });

  test('auto-advances to the next story, but not while hovered', async ({ page }) => {
    skipOnDesktop();
    await readyToTouch(page);

    // Hovered: holds still.
    await page.waitForTimeout(ROTATION_WAIT_MS);
    await expect(dot(page, 1)).toHaveAttribute('aria-current', 'true');

    await page.mouse.move(1, 1);
    await expect(dot(page, 2)).toHaveAttribute('aria-current', 'true', { timeout: ROTATION_WAIT_MS });
    await expect.poll(() => storiesInView(page)).toEqual(['2 of 3']);
  });

  test('the pause button stops auto-advance', async ({ page }) => {
    skipOnDesktop();
    await readyToTouch(page);
    await carousel(page).getByRole('button', { name: 'Pause story rotation' }).click();
    await page.mouse.move(1, 1);
    await page.waitForTimeout(ROTATION_WAIT_MS);
    await expect(dot(page, 1)).toHaveAttribute('aria-current', 'true');

    await carousel(page).getByRole('button', { name: 'Resume story rotation' }).click();
    await page.mouse.move(1, 1);
    await expect(dot(page, 2)).toHaveAttribute('aria-current', 'true', { timeout: ROTATION_WAIT_MS });
  });

  test('the carousel code loads late without moving anything (no layout shift)', async ({ page }) => {
    await page.addInitScript(() => {
      const state = window as unknown as { storiesShift: number; storyShifts: { value: number; nodes: Node[] }[] };
      state.storyShifts = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as {
          value: number;
          hadRecentInput: boolean;
          sources: { node: Node | null }[];
        }[]) {
          if (entry.hadRecentInput) continue;
          const nodes = entry.sources.map((source) => source.node).filter((node): node is Node => node !== null);
          state.storyShifts.push({ value: entry.value, nodes });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    /** The layout shift of anything inside the carousel so far. */
    const storiesShift = () =>
      carousel(page).evaluate((root) =>
        (window as unknown as { storyShifts: { value: number; nodes: Node[] }[] }).storyShifts
          .filter((shift) => shift.nodes.some((node) => root.contains(node)))
          .reduce((sum, shift) => sum + shift.value, 0),
      );
    const boxes = () =>
      Promise.all([
        ...[1, 2, 3].map((story) =>
          carousel(page)
            .getByRole('group', { name: `${story} of 3` })
            .boundingBox(),
        ),
        carousel(page).getByRole('button', { name: 'Previous story', includeHidden: true }).boundingBox(),
      ]);
    // Desktop: the carousel has measured that every story fits, so it drops its (hidden) dots.
    // Tablet and mobile: the pause button shows once there is a carousel to pause.
    const allDots = carousel(page).getByRole('button', { name: /^Go to story/, includeHidden: true });
    const pause = carousel(page).getByRole('button', { name: 'Pause story rotation' });

    await page.goto(routes.home.path);
    await page.evaluate(() => document.fonts.ready);
    // Hold every script requested from now on (the carousel's chunk among them) to see the stories
    // as they are before it.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/_next/static/chunks/**', async (route) => {
      await held;
      await route.continue();
    });
    await carousel(page).scrollIntoViewIfNeeded();
    await expect(carousel(page).getByRole('group', { name: '1 of 3' })).toBeVisible();
    await expect(allDots).toHaveCount(3);
    await expect(pause).toHaveCount(0);
    const before = await boxes();
    const shiftBefore = await storiesShift();

    release();
    if (isDesktop()) await expect(allDots).toHaveCount(0);
    else await expect(pause).toBeVisible();
    expect(await boxes()).toEqual(before);
    expect((await storiesShift()) - shiftBefore).toBe(0);
  });

  test('does not auto-advance when the visitor prefers reduced motion', async ({ page }) => {
    skipOnDesktop();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(routes.home.path);
    // Choosing story 2 proves the carousel is interactive; then nothing holds it still but the setting.
    await expect(async () => {
      await dot(page, 2).click();
      await expect(dot(page, 2)).toHaveAttribute('aria-current', 'true', { timeout: 1000 });
    }).toPass();
    await dot(page, 2).blur();
    await page.mouse.move(1, 1);
    await expect(carousel(page).getByRole('button', { name: 'Pause story rotation' })).toHaveCount(0);

    await page.waitForTimeout(ROTATION_WAIT_MS);
    await expect(dot(page, 2)).toHaveAttribute('aria-current', 'true');
  });
});
