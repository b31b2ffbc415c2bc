import type { Page } from "playwright-core";
import { gotoHydrated } from "./browser.ts";

/**
 * Opens the registration dialog of an event from its card on /events and returns the dialog. The
 * cards come with the HTML (decision 125), so the page is hydrated first: a click on the server's
 * button before then reaches nothing.
 */
export async function openRegistration(page: Page, baseUrl: string, title: string) {
  if (!page.url().endsWith("/events")) await gotoHydrated(page, `${baseUrl}/events`);
  await page.getByRole("button", { name: `Register Now for ${title}` }).click();
  const dialog = page.getByRole("dialog", { name: `Register for ${title}` });
  await dialog.waitFor();
  return dialog;
}

export async function chooseCategory(page: Page, name: string) {
  await page.getByRole("combobox", { name: "Select Category" }).click();
  await page.getByRole("option", { name }).click();
}
