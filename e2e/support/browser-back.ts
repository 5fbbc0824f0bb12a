import type { Page } from '@playwright/test';

/**
 * The browser's Back button. `page.goBack()` waits for the navigation it starts to settle, and a Back the
 * leave-page guard holds is undone by the app (it steps forward again before asking), which that wait can miss
 * for good. A merchant's Back waits for nothing: the assertions after it wait for what the screen shows.
 */
export async function pressBack(page: Page): Promise<void> {
  await page.evaluate(() => {
    history.back();
  });
}
