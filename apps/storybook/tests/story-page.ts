import { test as base, type Page } from "@playwright/test";
import { untilStill } from "@qs/playwright-config/still";
import { VIEWPORTS } from "../.storybook/viewports";

/** The width a story is reviewed at unless it asks for the phone: the desktop viewport. */
export const DESKTOP = { width: 1280, height: 800 };

interface PreviewWindow {
  __STORYBOOK_PREVIEW__?: {
    currentRender?: {
      id?: string;
      phase?: string;
      story?: { storyGlobals?: Record<string, unknown> };
    };
    loadStory?(selection: { storyId: string }): Promise<{ storyGlobals?: Record<string, unknown> }>;
  };
}

interface SwitchingWindow {
  __STORYBOOK_ADDONS_CHANNEL__?: { emit(event: string, payload: unknown): void };
}

interface PlayErrors {
  __qsPlayErrors?: string[];
}

/**
 * Records the errors a story's play function throws: Storybook reports them on its channel
 * and still calls the render finished, so a play that fails (a label it cannot find) would
 * leave the picture of the story before it. The channel is hooked as the preview creates it.
 */
function recordPlayErrors(): void {
  const errors: string[] = [];
  (window as PlayErrors).__qsPlayErrors = errors;
  let channel: unknown;
  Object.defineProperty(window, "__STORYBOOK_ADDONS_CHANNEL__", {
    configurable: true,
    get: () => channel,
    set(value: { on?: (event: string, listener: (error: unknown) => void) => void }) {
      channel = value;
      value.on?.("playFunctionThrewException", (error) =>
        errors.push(String((error as { message?: string })?.message ?? error)),
      );
    },
  });
}

/** Waits until Storybook has rendered the story, run its play function and stopped changing. */
async function waitForStory(page: Page, id: string): Promise<void> {
  await page.waitForFunction((storyId) => {
    const render = (window as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender;
    return render?.id === storyId && render.phase === "finished";
  }, id);
  const error = page.locator(".sb-show-errordisplay #error-message");
  if (await error.count()) throw new Error(`${id} failed to render: ${await error.textContent()}`);
  const playErrors = await page.evaluate(() => (window as PlayErrors).__qsPlayErrors ?? []);
  if (playErrors.length > 0) throw new Error(`${id}: its play function failed: ${playErrors[0]}`);
  // Answers from the fixture API arrive after the first render: wait for the fonts, the
  // images and for the page to stop changing.
  await untilStill(page, 150);
}

/** A viewport global's value (`"phone"`) as a size; the desktop without one. */
function viewportSize(value: string | undefined): { width: number; height: number } {
  const viewport = value ? VIEWPORTS[value as keyof typeof VIEWPORTS] : undefined;
  if (value && !viewport) throw new Error(`Unknown viewport '${value}': use one of VIEWPORTS`);
  return viewport
    ? {
        width: Number.parseInt(viewport.styles.width, 10),
        height: Number.parseInt(viewport.styles.height, 10),
      }
    : DESKTOP;
}

/** The story's viewport global (`globals: { viewport: { value: "phone" } }`), as a size. */
async function storyViewport(page: Page): Promise<{ width: number; height: number }> {
  const value = await page.evaluate(() => {
    const globals = (window as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender?.story
      ?.storyGlobals;
    return (globals?.viewport as { value?: string } | undefined)?.value;
  });
  return viewportSize(value);
}

/**
 * The file whose story the worker's page shows: the next story of the same file is rendered in
 * that page, without loading Storybook again.
 */
let shownFile: string | undefined;

/**
 * Opens a story at the width it is made for. The first story of a file is loaded in a fresh
 * page: at the desktop width, and again at 390 px as soon as its globals say it is a phone
 * story, without waiting for its desktop render. The next stories of that file are rendered in
 * the same page, as the Storybook sidebar does (a third of a story's time went into loading
 * Storybook again): with the storage emptied, the page scrolled to the top and the width set
 * first. What a package keeps in memory (the stored profile, the chat, the comparison tray) a
 * story that fills it empties itself (apps/storybook/README.md). The styles on the page are the
 * file's own either way.
 */
export async function openStory(page: Page, id: string, file: string): Promise<void> {
  if (shownFile === file) {
    await showNextStory(page, id);
  } else {
    shownFile = undefined;
    await page.setViewportSize(DESKTOP);
    await page.goto(`${process.env.STORYBOOK_URL}/iframe.html?id=${id}&viewMode=story`);
    await page.waitForFunction((storyId) => {
      const render = (window as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender;
      return render?.id === storyId && render.story !== undefined;
    }, id);
    const viewport = await storyViewport(page);
    if (viewport.width !== DESKTOP.width) {
      await page.setViewportSize(viewport);
      await page.reload();
    }
  }
  await waitForStory(page, id);
  shownFile = file;
}

/** Renders another story of the file on show, in the same page. */
async function showNextStory(page: Page, id: string): Promise<void> {
  const value = await page.evaluate(async (storyId) => {
    const preview = (window as PreviewWindow).__STORYBOOK_PREVIEW__;
    const story = await preview?.loadStory?.({ storyId });
    return (story?.storyGlobals?.viewport as { value?: string } | undefined)?.value;
  }, id);
  const viewport = viewportSize(value);
  const current = page.viewportSize();
  if (current?.width !== viewport.width || current.height !== viewport.height) {
    await page.setViewportSize(viewport);
  }
  await page.evaluate((storyId) => {
    localStorage.clear();
    sessionStorage.clear();
    window.scrollTo(0, 0);
    (window as PlayErrors).__qsPlayErrors?.splice(0);
    (window as SwitchingWindow).__STORYBOOK_ADDONS_CHANNEL__?.emit("setCurrentStory", {
      storyId,
      viewMode: "story",
    });
  }, id);
}

/**
 * The stories' day: what a story derives from today (the footer's year, a plan's 'Nuevo'
 * badge, an offer's days left) is drawn the same on any machine, any day. Timers still run.
 */
const STORY_NOW = new Date("2026-11-27T10:00:00-05:00");

/**
 * One page per worker, in its own context (what AxeBuilder needs), reused from story to
 * story so the Storybook bundle comes from the cache; the storage is emptied before every
 * load so no story sees another's stored profile. Motion is reduced and the clock fixed
 * (`STORY_NOW`).
 */
export const test = base.extend<object, { storyPage: Page }>({
  storyPage: [
    async ({ browser }, use) => {
      const context = await browser.newContext({
        viewport: DESKTOP,
        deviceScaleFactor: 1,
        reducedMotion: "reduce",
        locale: "es-CO",
        timezoneId: "America/Bogota",
      });
      const page = await context.newPage();
      await page.clock.setFixedTime(STORY_NOW);
      await page.addInitScript(() => {
        localStorage.clear();
        sessionStorage.clear();
      });
      await page.addInitScript(recordPlayErrors);
      await use(page);
      await context.close();
    },
    { scope: "worker" },
  ],
});
