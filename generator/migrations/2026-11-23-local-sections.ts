// 2026-11-23, local sections: town and house-clearance area pages came to show each place's own facts, copy and
// questions, under headings and labels that content/pages/town.yaml and house-clearance-area.yaml hold (local),
// with one short section on how the work is done (approach). Old content takes what the change first gave them.
import { fieldsAdded } from './migration.ts';

const local = {
  heading: 'Covering {area}',
  council: 'Local council',
  postcodes: 'Postcode districts',
  nearby: 'Areas near {area}',
  faqs: 'Questions about {area}',
};

export const localSections = fieldsAdded(
  {
    date: '2026-11-23',
    name: 'local sections',
    before: 'the town and house-clearance area pages have no local and approach sections',
  },
  [
    {
      file: 'content/pages/town.yaml',
      pointer: '',
      fields: {
        local,
        approach: {
          heading: 'How we work',
          text: 'We work alongside the person who hoards, never around them: nothing is rushed or thrown away without their say, and a first half-day session lets everyone settle in. Families, landlords and social workers can call us too, in confidence.',
        },
      },
    },
    {
      file: 'content/pages/house-clearance-area.yaml',
      pointer: '',
      fields: {
        local,
        approach: {
          heading: 'How a clearance works',
          text: 'We agree with you what stays, what goes to family or charity and what is recycled, then clear room by room. Paperwork, photographs and anything of value are kept aside for you, and the property is left swept and ready.',
        },
      },
    },
  ],
);
