// 2026-11-23, registrations and a verified rating: site.yaml came to require the company's registrations
// (accreditations: company number, waste carrier, ICO, public liability cover) and, for the review rating, whether
// it is verified (shown only while it is). Old content takes what the change first gave: the registrations'
// stand-ins, marked placeholder as they were, and a rating not verified.
import { fieldsAdded } from './migration.ts';

const placeholder = (label: string, value: string) => ({ label, value, placeholder: true });

export const registrationsAndVerifiedRating = fieldsAdded(
  {
    date: '2026-11-23',
    name: 'registrations and a verified rating',
    before: 'site.yaml has no accreditations, and its rating does not say whether it is verified',
  },
  [
    {
      file: 'site.yaml',
      pointer: '',
      fields: {
        accreditations: {
          companyNumber: placeholder('Company number', '00000000'),
          wasteCarrier: placeholder('Waste carrier registration', 'CBDU000000'),
          ico: placeholder('ICO registration', 'ZA000000'),
          publicLiability: placeholder('Public liability cover', '£5 million'),
        },
      },
    },
    { file: 'site.yaml', pointer: '/business/rating', fields: { verified: false } },
  ],
);
