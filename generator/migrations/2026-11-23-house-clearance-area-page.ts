// 2026-11-23, the house-clearance area page's copy: the words every house-clearance area page shares came to be
// content (content/pages/house-clearance-area.yaml, a required file) the day its pages were first written; the
// content from before had no such file. Old content takes the file as the change first wrote it.
import { copy, type Migration } from './migration.ts';

const FILE = 'content/pages/house-clearance-area.yaml';

const FIRST = {
  seo: {
    title: 'House Clearance in {area}, {region} | Respectful Help',
    description:
      'Careful, respectful house clearance in {area}, {region}, after a bereavement, for probate or for landlords. Licensed waste carriers, free quotes.',
  },
  heading: 'House Clearance in {area}',
  intro: [
    'Clearing a home is rarely just a practical job. It may follow the loss of someone you love, a move into care, the end of a tenancy or years of things building up. Our team provides careful, respectful house clearance in {area} and across {region}, and we take the time to get it right.',
    'We work with families, executors, probate agents, landlords, letting agents, councils and housing associations. We can clear a single room or a whole property, and we keep anything personal or important safe for you to decide about.',
  ],
  services: {
    heading: 'House Clearance Services in {area}',
    items: [
      'Full and partial house clearances',
      'Clearances after a bereavement, sensitively handled',
      'Probate clearances for executors and probate agents',
      'End-of-tenancy and landlord clearances',
      'Clearance of hoarded and heavily cluttered homes',
      'Careful searching for paperwork, photographs, keepsakes and valuables',
      'Cleaning once the property is clear, if you would like it',
    ],
  },
  reasons: {
    heading: 'Why Choose Us in {area}',
    points: [
      'Respectful, discreet and non-judgemental staff',
      'All staff trained in Safeguarding Adults Level 1',
      'Licensed waste carriers for everything we remove',
      'Fully insured, with public liability cover',
      'Unmarked vehicles and quiet, discreet working',
      'Flexible scheduling, with priority response for emergency cases',
      'Pay by credit card, bank transfer or buy now, pay later',
    ],
  },
  serviceLink: {
    label: 'More About Our House Clearance Service',
    href: '/services/house-clearance',
  },
  cta: {
    heading: 'Arrange a House Clearance in {area}',
    subtitle: 'Call us any day from 8am to 8pm, or send us a message, for a free, no-obligation quote.',
  },
};

export const houseClearanceAreaPage: Migration = {
  date: '2026-11-23',
  name: "the house-clearance area page's copy",
  before: 'there is no content/pages/house-clearance-area.yaml',
  find: (docs) => (docs.has('site.yaml') && !docs.has(FILE) ? [{ file: FILE, pointer: '' }] : []),
  apply: () => new Map([[FILE, copy(FIRST)]]),
};
