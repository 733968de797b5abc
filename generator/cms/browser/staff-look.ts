// Decap's own words and looks where they stood between content staff and check's: one message per problem, in
// sentence case. Decap words a field that does not match its pattern itself ("Slug didn't match the pattern: …"),
// then adds check's; its words are blanked (the field still refuses the save), so that check's, which name the
// value and the fix, are the one message. An empty required field it words in check's words for a missing one
// (the field then shows check's no more: checked-widgets.tsx). Its list of a field's errors is set in capitals by
// its stylesheet; here it is not. Its notices of a refused save give check's reason alone.
import CMS from 'decap-cms-app';
import { sentence, staffTemplates } from '../../diagnostics/staff-wording.ts';

const PHRASES = {
  editor: {
    editorControlPane: {
      widget: { required: sentence(staffTemplates('missing-field', undefined).message!), regexPattern: '' },
    },
  },
  ui: {
    toast: {
      onFailToPersist: '%{details}',
      onFailToDelete: '%{details}',
      missingRequiredField: 'Nothing was saved: some fields need filling in.',
    },
  },
};

/** Decap's error list of a field: the list in the bar above the field, beside its label. */
const STYLE = `
[aria-label$=" field"] > div:first-child > ul {
  text-transform: none;
  text-align: left;
  font-size: 13px;
  line-height: 1.4;
  max-width: 60ch;
}
`;

type Phrases = { [key: string]: string | Phrases };

function merged(into: Phrases, from: Phrases): Phrases {
  const out: Phrases = { ...into };
  for (const [key, value] of Object.entries(from))
    out[key] = typeof value === 'string' ? value : merged((into[key] as Phrases | undefined) ?? {}, value);
  return out;
}

export function plainWords(): void {
  const english = (CMS.getLocale('en') ?? {}) as unknown as Phrases;
  CMS.registerLocale('en', merged(english, PHRASES) as unknown as Parameters<typeof CMS.registerLocale>[1]);
  const style = document.createElement('style');
  style.textContent = STYLE;
  document.head.append(style);
}
