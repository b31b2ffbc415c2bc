import type { Page } from "playwright-core";

/** Opens the registration dialog of an event from its card on /events and returns the dialog. */
export async function openRegistration(page: Page, baseUrl: string, title: string) {
  if (!page.url().endsWith("/events")) await page.goto(`${baseUrl}/events`);
  await page.getByRole("button", { name: `Register Now for ${title}` }).click();
  const dialog = page.getByRole("dialog", { name: `Register for ${title}` });
  await dialog.waitFor();
  return dialog;
}

export async function chooseCategory(page: Page, name: string) {
  await page.getByRole("combobox", { name: "Select Category" }).click();
  await page.getByRole("option", { name }).click();
}
