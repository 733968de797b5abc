// 2026-11-23, the registrations' heading: the footer and the about page show the company's registrations under a
// heading that content staff edit (accreditations.heading), required from this change, which gave it its words.
import { fieldsAdded } from './migration.ts';

export const registrationsHeading = fieldsAdded(
  {
    date: '2026-11-23',
    name: "the registrations' heading",
    before: 'accreditations in site.yaml has no heading',
  },
  [{ file: 'site.yaml', pointer: '/accreditations', fields: { heading: 'Registered and insured' } }],
);
