import type { CDPSession, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Dragging a card onto a pile on a small phone, with a mouse and with a finger: the card in the hand
 * is full size and keeps the point it was picked up by, the piles stay on screen, and the page
 * neither scrolls nor grows wider under the drag.
 */
test.use({ viewport: { width: 360, height: 640 } });

type Point = { x: number; y: number };

/** Everything the page did while a test ran: its widest, its scroll, and the input it got. */
type Watch = {
  widest: number;
  scrollX: number[];
  scrollY: number[];
  events: Record<string, number>;
  pointerTypes: string[];
  animations: Keyframe[][];
};

/** Records, from before the app starts, the page's width and scroll each frame and the input it receives. */
async function watchPage(page: Page) {
  await page.addInitScript(() => {
    const watch: Watch = {
      widest: 0,
      scrollX: [],
      scrollY: [],
      events: {},
      pointerTypes: [],
      animations: [],
    };
    (window as unknown as { watch: Watch }).watch = watch;
    const look = () => {
      watch.widest = Math.max(watch.widest, document.documentElement.scrollWidth);
      watch.scrollX.push(window.scrollX);
      watch.scrollY.push(window.scrollY);
    };
    const frame = () => {
      look();
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
    window.addEventListener('scroll', look, { passive: true });
    for (const type of ['mousedown', 'mousemove', 'touchstart', 'touchmove', 'touchend'])
      window.addEventListener(type, () => (watch.events[type] = (watch.events[type] ?? 0) + 1), {
        capture: true,
        passive: true,
      });
    window.addEventListener('pointerdown', (event) => watch.pointerTypes.push(event.pointerType), {
      capture: true,
    });
    // The movements the page starts (a card flying into its pile is one).
    const animate = Element.prototype.animate;
    Element.prototype.animate = function (keyframes, options) {
      if (Array.isArray(keyframes)) watch.animations.push(keyframes as Keyframe[]);
      return animate.call(this, keyframes, options);
    };
  });
}

const watched = (page: Page) => page.evaluate(() => (window as unknown as { watch: Watch }).watch);

/** Starts the record of scrolling afresh, from where the page is now. */
const resetScroll = (page: Page) =>
  page.evaluate(() => {
    const { watch } = window as unknown as { watch: Watch };
    watch.scrollX = [window.scrollX];
    watch.scrollY = [window.scrollY];
    watch.widest = document.documentElement.scrollWidth;
  });

/** The page never grew wider than the screen nor scrolled sideways, and hardly moved up or down. */
async function expectPageStill(page: Page, fromY: number) {
  const watch = await watched(page);
  expect(watch.widest, 'the page is never wider than the screen').toBeLessThanOrEqual(360);
  expect(Math.max(...watch.scrollX.map(Math.abs)), 'no sideways scroll').toBe(0);
  const drift = Math.max(...watch.scrollY.map((y) => Math.abs(y - fromY)));
  expect(drift, 'the page hardly moves up or down').toBeLessThanOrEqual(4);
}

const centreOf = async (locator: Locator): Promise<Point> => {
  const box = (await locator.boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
};

const toward = (from: Point, to: Point, share: number): Point => ({
  x: from.x + (to.x - from.x) * share,
  y: from.y + (to.y - from.y) * share,
});

async function openCanvas(page: Page) {
  const deck = (await (await page.request.get('/api/interests/items')).json()) as {
    cards: { text: string }[];
  };
  await page.goto('/v2/pg-canvas');
  const card = page.getByRole('group', { name: deck.cards[0]!.text });
  await expect(card).toBeVisible();
  return { card, first: deck.cards[0]!.text, total: deck.cards.length };
}

const pile = (page: Page, label: string) =>
  page.getByRole('list', { name: 'Your piles' }).getByRole('listitem').filter({ hasText: label });

/** What the drag reads out (its live region holds the latest message only). */
const dragSays = (page: Page, text: string) =>
  expect(page.getByRole('status').filter({ hasText: text })).toHaveCount(1);

const draggedCard = (page: Page) => page.getByTestId('dragged-card');

/** The copy in the hand is as big as the card and still held at the point it was picked up by. */
async function expectHeldAsPickedUp(page: Page, card: DOMRect, grab: Point, at: Point) {
  const copy = (await draggedCard(page).boundingBox())!;
  expect(Math.abs(copy.width - card.width)).toBeLessThanOrEqual(1);
  expect(Math.abs(copy.height - card.height)).toBeLessThanOrEqual(1);
  expect(Math.abs(at.x - copy.x - grab.x)).toBeLessThanOrEqual(2);
  expect(Math.abs(at.y - copy.y - grab.y)).toBeLessThanOrEqual(2);
}

/** The pile is wholly on screen, where a thumb reaches it. */
async function expectOnScreen(locator: Locator) {
  const box = (await locator.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(640);
  expect(box.height).toBeGreaterThanOrEqual(48);
}

const expectSortedCount = (page: Page, sorted: number, total: number) =>
  expect(page.getByRole('progressbar', { name: 'Cards sorted' })).toHaveAttribute(
    'aria-valuetext',
    `${sorted} of ${total} sorted`,
  );

async function expectSortedInto(page: Page, label: string, text: string, total: number) {
  await expectSortedCount(page, 1, total);
  await expect(pile(page, label)).toContainText('1 card');
  await expect(pile(page, label)).toContainText(`Latest: ${text}`);
  await expect(page.getByText(`“${text}” put in ${label}. 1 of ${total} sorted.`)).toBeVisible();
}

const cardBox = (card: Locator) => card.evaluate((element) => element.getBoundingClientRect());

/**
 * Opens the canvas with the page watched and plans where the card is picked up (`grab`, from its
 * corner); the record of scrolling starts here.
 */
async function prepareDrag(page: Page, label: string, grabAt: (card: DOMRect) => Point) {
  await watchPage(page);
  const { card, first, total } = await openCanvas(page);
  const target = pile(page, label);
  const box = await cardBox(card);
  const grab = grabAt(box);
  const start = { x: box.x + grab.x, y: box.y + grab.y };
  const fromY = await page.evaluate(() => window.scrollY);
  await resetScroll(page);
  return { first, total, target, box, grab, start, fromY };
}

test.describe('with a mouse', () => {
  test('a card dragged onto a pile is sorted into it, and flies there', async ({ page }) => {
    // Picked up off-centre, above the card's buttons.
    const { first, total, target, box, grab, start, fromY } = await prepareDrag(
      page,
      'Not for me',
      (card) => ({ x: card.width * 0.3, y: 30 }),
    );

    await page.mouse.move(start.x, start.y);
    await page.mouse.down();
    const aside = { x: start.x + 40, y: start.y + 60 };
    await page.mouse.move(aside.x, aside.y, { steps: 6 });
    await dragSays(page, `Picked up “${first}”.`);
    await expectHeldAsPickedUp(page, box, grab, aside);

    const end = await centreOf(target);
    await page.mouse.move(end.x, end.y, { steps: 12 });
    await dragSays(page, 'Over Not for me. Let go to put it there.');
    await expectHeldAsPickedUp(page, box, grab, end);
    await expectOnScreen(target);
    await page.mouse.up();

    await expectSortedInto(page, 'Not for me', first, total);
    await expect(draggedCard(page)).toHaveCount(0);
    // It flew into the pile, fading out on its way.
    expect((await watched(page)).animations).toContainEqual([
      expect.objectContaining({ opacity: 1 }),
      expect.objectContaining({ opacity: 0 }),
    ]);
    await expectPageStill(page, fromY);
  });

  test('let go away from the piles, the card stays on top, unsorted', async ({ page }) => {
    const { first, total, start } = await prepareDrag(page, 'Love it', (card) => ({
      x: card.width / 2,
      y: card.height / 2,
    }));
    await page.mouse.move(start.x, start.y);
    await page.mouse.down();
    await page.mouse.move(start.x + 30, start.y - 20, { steps: 5 });
    await dragSays(page, `Picked up “${first}”.`);
    await page.mouse.up();
    await dragSays(page, `Let go outside the piles: “${first}” is not sorted.`);
    await expect(page.getByRole('group', { name: first })).toBeVisible();
    await expectSortedCount(page, 0, total);
  });

  test.describe('with reduced motion', () => {
    test.use({ contextOptions: { reducedMotion: 'reduce' } });

    test('a dropped card goes straight into its pile', async ({ page }) => {
      const { first, total, target, start } = await prepareDrag(page, 'Love it', (card) => ({
        x: card.width / 2,
        y: card.height / 2,
      }));
      await page.mouse.move(start.x, start.y);
      await page.mouse.down();
      await page.mouse.move(start.x + 10, start.y + 10, { steps: 2 });
      await dragSays(page, `Picked up “${first}”.`);
      const end = await centreOf(target);
      await page.mouse.move(end.x, end.y, { steps: 10 });
      await dragSays(page, 'Over Love it. Let go to put it there.');
      await page.mouse.up();
      await expectSortedInto(page, 'Love it', first, total);
      await expect(draggedCard(page)).toHaveCount(0);
      expect((await watched(page)).animations).toEqual([]);
    });
  });
});

/** A finger on the screen, as the browser's own touch input (not a mouse pretending). */
function finger(cdp: CDPSession) {
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', at?: Point) =>
    cdp.send('Input.dispatchTouchEvent', {
      type,
      touchPoints: at ? [{ x: at.x, y: at.y, radiusX: 4, radiusY: 4, force: 1, id: 1 }] : [],
    });
  return {
    down: (at: Point) => touch('touchStart', at),
    move: async (from: Point, to: Point, steps: number) => {
      for (let step = 1; step <= steps; step++)
        await touch('touchMove', toward(from, to, step / steps));
    },
    up: () => touch('touchEnd'),
  };
}

test.describe('with a finger', () => {
  test.use({ hasTouch: true, isMobile: true });

  test('a quick swipe from the card onto a pile sorts it into the pile', async ({ page }) => {
    const { first, total, target, box, grab, start, fromY } = await prepareDrag(
      page,
      'Love it',
      (card) => ({ x: card.width * 0.6, y: 40 }),
    );
    const hand = finger(await page.context().newCDPSession(page));

    // The finger moves the moment it lands, with no pause to pick the card up first.
    await hand.down(start);
    const end = await centreOf(target);
    const aside = toward(start, end, 0.25);
    await hand.move(start, aside, 3);
    await dragSays(page, `Picked up “${first}”.`);
    await expectHeldAsPickedUp(page, box, grab, aside);

    await hand.move(aside, end, 9);
    await dragSays(page, 'Over Love it. Let go to put it there.');
    await expectHeldAsPickedUp(page, box, grab, end);
    await expectOnScreen(target);
    await hand.up();

    await expectSortedInto(page, 'Love it', first, total);
    await expectPageStill(page, fromY);
    // Truly a finger: touch events and touch pointers, and never a mouse press.
    const { events, pointerTypes } = await watched(page);
    expect(events['touchstart']).toBe(1);
    expect(events['touchmove']).toBeGreaterThanOrEqual(12);
    expect(events['mousedown']).toBeUndefined();
    expect(pointerTypes).toEqual(['touch']);
  });

  test('a swipe on the card moves the card, never the page; beside it, the page scrolls', async ({
    page,
  }) => {
    await watchPage(page);
    const { card, first, total } = await openCanvas(page);
    await expect(
      page.getByText('To scroll the page, swipe beside the card.', { exact: false }),
    ).toBeVisible();
    const hand = finger(await page.context().newCDPSession(page));
    const start = await centreOf(card);
    const fromY = await page.evaluate(() => window.scrollY);

    // Upward, away from the piles: the card is in the hand, and let go there it stays unsorted.
    await hand.down(start);
    await hand.move(start, { x: start.x, y: start.y - 120 }, 6);
    await dragSays(page, `Picked up “${first}”.`);
    await hand.up();
    await dragSays(page, `Let go outside the piles: “${first}” is not sorted.`);
    await expect(draggedCard(page)).toHaveCount(0);
    await expectSortedCount(page, 0, total);
    expect(await page.evaluate(() => window.scrollY)).toBe(fromY);

    // The same swipe below the card, over the piles' row, scrolls the page.
    const piles = (await page.getByRole('list', { name: 'Your piles' }).boundingBox())!;
    const below = { x: 180, y: Math.min(piles.y + piles.height / 2, 600) };
    await hand.down(below);
    await hand.move(below, { x: below.x, y: below.y - 200 }, 8);
    await hand.up();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(fromY + 50);
    await expectSortedCount(page, 0, total);
    expect((await watched(page)).widest).toBeLessThanOrEqual(360);
  });
});
