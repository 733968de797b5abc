// Where a document names another by its slug (validate/references.ts checks each such name against what exists),
// and what the CMS offers there instead of free text: the entries of a folder collection (Decap's relation widget
// lists them live), or, for names kept inside files (a region's areas, testimonial ids, the blog's categories), the
// ones that exist when the configuration is generated (input.slugs). Paths are property names from the document's
// root; a list's items add none ("relatedServices.slug" is the slug of each related service).
import type { CmsSlugs } from './slugs.ts';

export type Reference = { collection: 'services' | 'case-studies' | 'regions' } | { slugs: keyof CmsSlugs };

const SERVICE = { collection: 'services' } as const;
const CASE_STUDY = { collection: 'case-studies' } as const;
const TESTIMONIAL = { slugs: 'testimonials' } as const;
const COUNCIL = { slugs: 'councils' } as const;

export const REFERENCES: Readonly<Record<string, Readonly<Record<string, Reference>>>> = {
  'service.schema.json': {
    'relatedServices.slug': SERVICE,
    'caseStudyLink.slug': CASE_STUDY,
    // A region with a houseClearance list: the widget lists every region, check refuses one without.
    'locationsWeCover.regions': { collection: 'regions' },
  },
  'region.schema.json': {
    'services.slugs': SERVICE,
    caseStudies: CASE_STUDY,
    // Areas of this region: one configuration serves every region, so the choice is every region's areas (check
    // refuses another region's).
    featuredOnLocations: { slugs: 'areas' },
    'houseClearance.featured': { slugs: 'houseClearanceAreas' },
    'areas.testimonial': TESTIMONIAL,
    'areas.caseStudy': CASE_STUDY,
    'houseClearance.areas.testimonial': TESTIMONIAL,
    'houseClearance.areas.caseStudy': CASE_STUDY,
    'areas.council': COUNCIL,
    'houseClearance.areas.council': COUNCIL,
    // A town entry of this region: as for featuredOnLocations, every region's areas are offered.
    'areas.sameAs': { slugs: 'areas' },
    'houseClearance.areas.sameAs': { slugs: 'areas' },
  },
  'councils.schema.json': { 'councils.successor': COUNCIL },
  'case-study.schema.json': { serviceType: SERVICE },
  'blog.schema.json': { category: { slugs: 'blogCategories' } },
  'page-home.schema.json': { services: SERVICE, featuredCaseStudies: CASE_STUDY },
};

/** The reference at `path` of a document of schema file `file`, if that field names another document. */
export const referenceAt = (file: string, path: readonly string[]): Reference | undefined =>
  REFERENCES[file]?.[path.join('.')];
