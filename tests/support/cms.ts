// The admin (Decap CMS at /admin/ under npm run cms) driven in Chromium as content staff drive it: by the words
// they see on labels and buttons, never by Decap's generated class names. Decap 3 gives each field a container
// with aria-label "<widget> field" whose own label names it ("Council (optional)" for an optional one) and is
// `for` its control (an input, or the div of a list or an object); a list's items each have a drag handle, a
// fold button and their summary.
import type { Browser, FrameLocator, Locator, Page } from 'playwright';
import { launchBrowser } from './browser.ts';

/** The first admin load builds its bundle and compiles Decap's configuration schema: slow on a busy machine. */
const START = 120_000;

type Scope = Locator | Page;

/** Opens the admin and signs in to the local backend (Decap's "Login" button; there is no account). */
export async function signIn(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}/admin/`);
  await page.getByRole('button', { name: 'Login' }).click({ timeout: START });
  await page.getByRole('heading', { name: 'Collections' }).waitFor();
}

/** Chromium signed in to the admin at `origin`, collecting the page's errors: logged ones and uncaught ones. */
export async function adminPage(origin: string): Promise<{ browser: Browser; page: Page; errors: string[] }> {
  const browser = await launchBrowser();
  const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`${m.text()} (${m.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  await signIn(page, origin);
  return { browser, page, errors };
}

/** A collection from the sidebar, by its label ("Regions"). */
async function openCollection(page: Page, collection: string): Promise<void> {
  // From an entry, back to the lists first (Decap asks before leaving unsaved changes).
  // Decap may leave the entry by itself meanwhile (after a delete it goes back to the list): the link is then
  // gone, which is where the click was going; a link still there that cannot be clicked is a failure.
  const back = page.getByRole('link', { name: /Writing in .* collection/ });
  if (await back.isVisible())
    await back.click({ timeout: 10_000 }).catch(async (error: unknown) => {
      if (await back.isVisible()) throw error;
    });
  // The sidebar comes before the list: its link is the first of the name (a collection of one file, such as
  // "Site settings", lists an entry of the same name).
  await page.getByRole('link', { name: collection, exact: true }).first().click();
}

/** The editor is open: its form, its preview and the Publish button. */
const editing = (page: Page) =>
  page
    .getByRole('button', { name: /^Publish/ })
    .first()
    .waitFor();

/** An entry of a collection, by the name its card shows ("Kent"). */
export async function openEntry(page: Page, collection: string, entry: string): Promise<void> {
  await openCollection(page, collection);
  await page.getByRole('main').getByRole('link', { name: entry, exact: true }).click();
  await editing(page);
}

/** A new entry of a folder collection: "Blog", "Blog article". */
export async function newEntry(page: Page, collection: string, singular: string): Promise<void> {
  await openCollection(page, collection);
  await page.getByRole('link', { name: `Create entry of type ${singular}` }).click();
  await editing(page);
}

/** A field's container within `scope` (the form, a list item, an object), by its label; the first in the page. */
export function field(scope: Scope, label: string): Locator {
  const is = (text: string) => `normalize-space(.)=${JSON.stringify(text)}`;
  // Its own label only: a container's label is in its first div; the labels of fields inside are deeper.
  return scope.locator(`xpath=.//div[@aria-label][div/label[${is(label)} or ${is(`${label} (optional)`)}]]`).first();
}

/** The text box of a field (string, text, number, date) by its label; the first in the page. */
export function input(scope: Scope, label: string): Locator {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return scope.getByLabel(new RegExp(`^${escaped}( \\(optional\\))?$`)).first();
}

/** Types `value` into a text box in place of what it holds. */
export async function fillIn(box: Locator, value: string): Promise<void> {
  // Decap's text boxes put the caret back where it was whenever they render again, which they do on focus (and
  // when their errors change): a select-all-and-type that starts before that render ends up appending. So the
  // box is focused first, and filled again until it holds the value.
  await box.focus();
  for (let attempt = 0; attempt < 3 && (await box.inputValue()) !== value; attempt++) await box.fill(value);
  const held = await box.inputValue();
  if (held !== value) throw new Error(`the text box holds "${held}", not "${value}"`);
}

/** The items of a list field, in order. */
function items(list: Locator): Locator {
  return list.locator('xpath=./div[2]/div[2]/div[div/div[@aria-roledescription="sortable"]]');
}

/** The item of a list whose summary (Decap's line for a folded item) is `summary`. */
export function item(list: Locator, summary: string): Locator {
  return items(list)
    .filter({ has: list.page().locator(`xpath=./div[2][normalize-space(.)=${JSON.stringify(summary)}]`) })
    .first();
}

/** Unfolds a folded list item or object field (Decap folds existing items, and objects such as "SEO"). */
export async function unfold(foldable: Locator): Promise<void> {
  const inside = foldable.locator('input, textarea').first();
  if (await inside.isVisible()) return;
  // An item's fold button is the first of its top bar; an object's is in the bar above its fields.
  const own = 'xpath=./div[1]/button[1] | ./div[2]/div[1]/div[1]/button[@data-testid="expand-button"]';
  await foldable.locator(own).first().click();
  await inside.waitFor();
}

/** Adds an item to a list field ("Add areas") and returns it: Decap adds it at the end, unfolded. */
export async function addItem(list: Locator): Promise<Locator> {
  const before = await items(list).count();
  const label = (await list.locator('xpath=./div[1]/label').textContent())!.replace(/ \(optional\)$/, '');
  await list
    .getByRole('button', { name: `Add ${label.toLowerCase()}`, exact: true })
    .first()
    .click();
  const added = items(list).nth(before);
  await added.waitFor();
  return added;
}

/** Chooses an option of a select or relation field (Decap's searchable drop-down) by the words it shows. */
export async function choose(scope: Scope, label: string, option: string): Promise<void> {
  const box = field(scope, label);
  await box.locator('input').first().click();
  await box.page().getByRole('option', { name: option, exact: true }).click();
}

/** Uploads a picture through the media library into an image field, and chooses it. */
export async function upload(image: Locator, file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
  const page = image.page();
  await image.getByRole('button', { name: 'Choose an image' }).click();
  const chooser = page.waitForEvent('filechooser');
  // Decap's Upload is a label over a hidden file input.
  await page.getByText('Upload', { exact: true }).click();
  await (await chooser).setFiles(file);
  await page.getByRole('button', { name: 'Choose selected' }).click();
  await image.getByRole('button', { name: 'Remove image' }).waitFor();
}

/** A town as the areas list of a region holds it. */
export interface Area {
  name: string;
  slug: string;
  /** The council's id in content/councils.yaml, as the file stores it (the Council list shows its name). */
  council: string;
  postcodes: string[];
  location: { latitude: number; longitude: number };
  intro: string[];
}

/** Fills in a new item of a region's areas list with a town and its local data; its council chosen by `council`, its name. */
export async function fillArea(item: Locator, town: Area, council: string): Promise<void> {
  await fillIn(input(item, 'Name'), town.name);
  await fillIn(input(item, 'Slug'), town.slug);
  await choose(item, 'Council', council);
  for (const postcode of town.postcodes)
    await fillIn(input(await addItem(field(item, 'Postcodes')), 'Postcodes'), postcode);
  const location = field(item, 'Location');
  await fillIn(input(location, 'Latitude'), String(town.location.latitude));
  await fillIn(input(location, 'Longitude'), String(town.location.longitude));
  for (const paragraph of town.intro) await fillIn(input(await addItem(field(item, 'Intro')), 'Intro'), paragraph);
}

/** Clicks Publish, then "Publish now" (simple mode: the local backend writes the file at once). */
export async function publish(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Publish now' }).click();
}

/** Waits until Decap says the entry is saved. */
export async function saved(page: Page): Promise<void> {
  await page.getByText('Changes saved', { exact: true }).waitFor({ timeout: 60_000 });
}

/** Whether Decap says there are unsaved changes (a refused save leaves them). */
export const unsaved = (page: Page): Locator => page.getByText('Unsaved Changes', { exact: true });

export interface Preview {
  /** Our controls above the page: the page select and the Phone / Desktop buttons. */
  controls: Locator;
  /** The frame that holds the page (data-preview-path names its address). */
  frame: Locator;
  /** The page inside it. */
  page: FrameLocator;
}

/** The preview pane: Decap renders it in a frame, and our page is in a frame inside that. */
export function preview(page: Page): Preview {
  const pane = page.frameLocator('iframe').first();
  return {
    controls: pane.locator('[data-preview-controls]'),
    frame: pane.locator('iframe[data-preview-path]'),
    page: pane.frameLocator('iframe[data-preview-path]'),
  };
}

/** The rich-text editor of a field (an article's body), by its label. */
export const richText = (scope: Scope, label: string): Locator =>
  field(scope, label).getByRole('textbox', { name: label, exact: true });

/** A button of a rich-text editor's toolbar, by its name ("Bold", "Bulleted list"). */
export const tool = (scope: Scope, name: string): Locator => scope.getByRole('button', { name, exact: true });

/** Pastes `html` into a rich-text editor at its cursor, as the browser does from another program's copy. */
export async function paste(editor: Locator, html: string): Promise<void> {
  await editor.click();
  await editor.evaluate((element, copied) => {
    const data = new DataTransfer();
    data.setData('text/html', copied);
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, html);
}

/** Removes an item of a list (the × at the end of its top bar). */
export async function removeItem(listItem: Locator): Promise<void> {
  await listItem.locator('xpath=./div[1]/button').last().click();
}

/** Deletes the entry open in the editor ("Delete entry", then yes to Decap's question). */
export async function deleteEntry(page: Page): Promise<void> {
  page.once('dialog', (question) => void question.accept());
  await page.getByRole('button', { name: /^Delete (published )?entry$/ }).click();
}

/** The admin's notice of a save or delete that check refused (generator/cms/browser/save-dialog.tsx). */
export const refusal = (page: Page): Locator => page.getByRole('alertdialog');

/** The messages Decap shows on a field (the list beside its label). */
export const fieldErrors = (container: Locator): Locator => container.locator('xpath=./div[1]/ul/li');

/** Closes the admin's notice of a refused save, as staff do to put things right. */
export async function goBack(page: Page): Promise<void> {
  await refusal(page).getByRole('button', { name: 'Go back and change it' }).click();
  await refusal(page).waitFor({ state: 'detached' });
}
