// The admin's forms in Chromium, as content staff use them, on npm run cms over a copy of the project with the
// fixture site made a git repository (git diff is the witness of what a save wrote): a folded list item shows its
// own words; a town's council is chosen by its name and stored by its id; an article's body is written through
// the toolbar and the keyboard, without typing a tag, and saved as allow-listed HTML that check passes, in the
// house style; text pasted from Word is cleaned; a link the site would not keep is refused in plain words; and an
// article opened and saved for another change keeps its body byte for byte.
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isScalar, parse, parseDocument } from 'yaml';
import { articleProblems } from '../../generator/model/article-html.ts';
import * as cms from '../support/cms.ts';
import { type CmsProject, startCmsProject } from '../support/cms-project.ts';
import { REPO } from '../support/site.ts';

let project: CmsProject;
let root: string;
let browser: Browser;
let page: Page;
let errors: string[];

const KENT = 'content/regions/kent.yaml';
const ARTICLE = 'content/blog/understanding-hoarding-disorder.yaml';

const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
/** The lines a save changed in `file` since the commit: removed ("-…") and added ("+…"). */
const changed = (file: string) =>
  project
    .git('diff', '--unified=0', '--', file)
    .split('\n')
    .filter((line) => /^[-+](?![-+]{2} )/.test(line));

beforeAll(async () => {
  project = await startCmsProject();
  root = project.root;
  ({ browser, page, errors } = await cms.adminPage(project.server.origin));
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await project?.stop();
});

/** The text of a folded item's line, as Decap shows it: the first 70 characters of `words`, then an ellipsis. */
const folded = (words: string) => (words.length > 70 ? `${words.slice(0, 70)}…` : words);

describe('the forms', () => {
  it("show each folded paragraph's first words, and a town's council by its name, stored by its id", async () => {
    const kent = parse(read(KENT)) as { areas: Array<{ name: string; council: string; intro: string[] }> };
    const councils = (parse(read('content/councils.yaml')) as { councils: Array<{ id: string; name: string }> })
      .councils;
    const town = kent.areas.find((area) => area.intro.length > 1 && area.council)!;
    const other = councils.find((council) => council.id !== town.council)!;
    await cms.openEntry(page, 'Regions', 'Kent');
    const item = cms.item(cms.field(page, 'Areas'), town.name);
    await cms.unfold(item);
    const intro = cms.field(item, 'Intro');
    for (const paragraph of town.intro) await cms.item(intro, folded(paragraph)).waitFor();

    const council = cms.field(item, 'Council');
    const name = (id: string) => councils.find((c) => c.id === id)!.name;
    await council.getByText(name(town.council), { exact: true }).waitFor();
    await cms.choose(item, 'Council', other.name);
    await cms.publish(page);
    await cms.saved(page);
    expect(changed(KENT)).toEqual([`-    council: ${town.council}`, `+    council: ${other.id}`]);
  }, 120_000);
});

/** The article body's editor, emptied, with the cursor in it. */
async function emptyEditor(): Promise<Locator> {
  const editor = cms.richText(page, 'Content');
  await editor.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  return editor;
}

describe("an article's body", () => {
  it('is written through the toolbar and the keyboard, without a tag, as allow-listed HTML in the house style', async () => {
    const original = read(ARTICLE);
    const { title } = parse(original) as { title: string };
    await cms.openEntry(page, 'Blog', title);
    const editor = await emptyEditor();
    const type = (text: string) => page.keyboard.type(text);
    const tool = (name: string) => cms.tool(page, name).click();

    await type('Hoarding is more than clutter. ');
    await tool('Bold');
    await type('It is a recognised condition');
    await tool('Bold');
    await type(', and help works.');
    await page.keyboard.press('Enter');
    await tool('Heading');
    await type('Signs to look for');
    await page.keyboard.press('Enter');
    await tool('Bulleted list');
    await type('Rooms that can no longer be used');
    await page.keyboard.press('Enter');
    await type('Distress at the thought of parting with things');
    // Enter on an empty item ends the list.
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await page.keyboard.press('ControlOrMeta+Alt+3');
    await type('Where to turn');
    await page.keyboard.press('Enter');
    await type('Read the NHS guidance, or ');
    await page.keyboard.press('ControlOrMeta+I');
    await type('call us');
    await page.keyboard.press('ControlOrMeta+I');
    await type(' for a quiet talk about what would help most, with no pressure and no judgement.');
    await selectWords(editor, 'NHS guidance');
    await tool('Link');
    const address = page.getByRole('textbox', { name: 'Link address' });
    await cms.fillIn(address, 'javascript:alert(1)');
    await page.getByRole('button', { name: 'Save link' }).click();
    await page
      .getByRole('alert')
      .getByText(/^A link can go to a page of this site/)
      .waitFor();
    await cms.fillIn(address, 'https://www.nhs.uk/mental-health/');
    await page.getByRole('button', { name: 'Save link' }).click();
    await editor.locator('a', { hasText: 'NHS guidance' }).waitFor();
    // The preview is made again once typing pauses: the page shows what was typed last.
    await cms.preview(page).page.locator('a', { hasText: 'NHS guidance' }).waitFor();

    await cms.publish(page);
    await cms.saved(page);
    const text = read(ARTICLE);
    const content = (parse(text) as { content: string }).content;
    expect(content).toBe(
      '<p>Hoarding is more than clutter. <strong>It is a recognised condition</strong>, and help works.</p>\n' +
        '<h2>Signs to look for</h2>\n' +
        '<ul>\n<li>Rooms that can no longer be used</li>\n<li>Distress at the thought of parting with things</li>\n</ul>\n' +
        '<h3>Where to turn</h3>\n' +
        '<p>Read the <a href="https://www.nhs.uk/mental-health/">NHS guidance</a>, or <em>call us</em> for a quiet talk about what would help most, with no pressure and no judgement.</p>\n',
    );
    expect(articleProblems(content)).toEqual([]);
    const checked = await project.site.run(['check']);
    expect(checked.code, checked.stdout + checked.stderr).toBe(0);
    // The house style: the body a block of lines under "content: |", as the hand-written file had it, and every
    // line before it as it was.
    const node = parseDocument(text).get('content', true);
    expect(isScalar(node) && node.type).toBe('BLOCK_LITERAL');
    const head = (yaml: string) => yaml.slice(0, yaml.indexOf('\ncontent: |'));
    expect(head(text)).toBe(head(original));
    project.commit('the article written');
  }, 120_000);

  it('opened and saved for another change keeps its HTML byte for byte', async () => {
    const before = parse(read(ARTICLE)) as { title: string; content: string };
    await cms.openEntry(page, 'Blog', before.title);
    await cms.richText(page, 'Content').locator('h2', { hasText: 'Signs to look for' }).waitFor();
    await cms.fillIn(cms.input(page, 'Title'), `${before.title} Today`);
    await cms.publish(page);
    await cms.saved(page);
    const after = parse(read(ARTICLE)) as { title: string; content: string };
    expect(after.title).toBe(`${before.title} Today`);
    expect(after.content).toBe(before.content);
    expect(changed(ARTICLE)).toHaveLength(2);
  }, 120_000);

  it('takes text pasted from Word as the words, headings, bold and lists it holds, and nothing else; a dropped picture is refused', async () => {
    const word = fs.readFileSync(path.join(REPO, 'tests/fixtures/paste/word.html'), 'utf8');
    const editor = await emptyEditor();
    await cms.paste(editor, word);
    await editor.locator('h2', { hasText: 'Clearing a loft safely' }).waitFor();
    expect(await editor.locator('img, table, span, font, [style], [class]').count()).toBe(0);
    expect(await editor.locator('ul > li').allTextContents()).toEqual(['Good light', 'Firm footing']);
    expect(await editor.locator('strong').first().textContent()).toBe('decades');
    // A photo dropped on the text: the browser must not open it in place of the admin (what was written would go).
    const opened = await editor.evaluate((element) => {
      const data = new DataTransfer();
      data.items.add(new File(['not really a photo'], 'IMG_2041.JPG', { type: 'image/jpeg' }));
      const box = element.getBoundingClientRect();
      const drop = new DragEvent('drop', {
        dataTransfer: data,
        bubbles: true,
        cancelable: true,
        clientX: box.left + 10,
        clientY: box.top + 10,
      });
      element.dispatchEvent(drop);
      return !drop.defaultPrevented;
    });
    expect(opened).toBe(false);
    expect(await editor.locator('img').count()).toBe(0);
  });

  it('shows no error in the console of /admin/', () => {
    expect(errors).toEqual([]);
  });
});

/** Selects `words` inside `editor` (the first place they stand), as a mouse drag over them would. */
async function selectWords(editor: Locator, words: string): Promise<void> {
  await editor.evaluate((element, wanted) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = node.textContent!.indexOf(wanted);
      if (at === -1) continue;
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + wanted.length);
      const selection = window.getSelection()!;
      selection.removeAllRanges();
      selection.addRange(range);
      return;
    }
    throw new Error(`no "${wanted}" in the editor`);
  }, words);
}
