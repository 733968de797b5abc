// 2026-11-23, headings in the content: the footer's two headings and the extreme house clearance page's headings
// and labels were written in the templates; now content staff edit them, and the schemas require them. The old
// content gets the words the templates said, so the change moves no page.
import { fieldsAdded } from './migration.ts';

const EXTREME = 'content/services/extreme-house-clearance.yaml';

export const headingsInTheContent = fieldsAdded(
  {
    date: '2026-11-23',
    name: 'headings in the content',
    before: "the footer's headings and the extreme house clearance page's headings are not in the content",
  },
  [
    {
      file: 'site.yaml',
      pointer: '/footer',
      fields: { areasHeading: 'Areas we cover', contactHeading: 'Talk to us in confidence' },
    },
    {
      file: EXTREME,
      pointer: '/extreme',
      fields: {
        quoteButtonLabel: 'Get A Free Quote',
        storiesTitle: 'Client Stories',
        faqsTitle: 'Frequently Asked Questions',
      },
    },
    {
      file: EXTREME,
      pointer: '/extreme/whatIs',
      fields: { scenariosTitle: 'When you might need us', inclusionsTitle: 'What is included' },
    },
    { file: EXTREME, pointer: '/extreme/contact', fields: { formHeading: 'Your details' } },
  ],
);
