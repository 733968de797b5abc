/* Generated from schemas/*.schema.json by `npm run types`. Do not edit by hand: change the schema, then
 * run the command. A test fails when this file and the schemas drift apart. */

/**
 * The name in the page's address: lowercase letters and digits, words joined by single hyphens (north-london), at most 60 characters.
 *
 * This interface was referenced by `AllContent`'s JSON-Schema
 * via the `definition` "slug".
 */
export type Slug = string;
/**
 * A heading.
 *
 * This interface was referenced by `AllContent`'s JSON-Schema
 * via the `definition` "heading".
 */
export type Heading = string;
/**
 * A short label: a button, a link or a badge.
 *
 * This interface was referenced by `AllContent`'s JSON-Schema
 * via the `definition` "label".
 */
export type Label = string;
/**
 * A date as YYYY-MM-DD, a day that exists on the calendar, in 2000 to 2099.
 *
 * This interface was referenced by `AllContent`'s JSON-Schema
 * via the `definition` "isoDate".
 */
export type IsoDate = string;
/**
 * A paragraph.
 *
 * This interface was referenced by `AllContent`'s JSON-Schema
 * via the `definition` "text".
 */
export type Text = string;
/**
 * Paragraphs of text, in order.
 *
 * @minItems 1
 * @maxItems 20
 *
 * This interface was referenced by `AllContent`'s JSON-Schema
 * via the `definition` "paragraphs".
 */
export type Paragraphs = Text[];
/**
 * One short sentence.
 *
 * This interface was referenced by `AllContent`'s JSON-Schema
 * via the `definition` "shortText".
 */
export type ShortText = string;
/**
 * Optional bullet points shown after the paragraphs.
 *
 * @minItems 1
 * @maxItems 20
 */
export type Points = ShortText[];
/**
 * One of the site's icons.
 *
 * This interface was referenced by `AllContent`'s JSON-Schema
 * via the `definition` "icon".
 */
export type Icon =
  | 'home'
  | 'sparkles'
  | 'shield'
  | 'biohazard'
  | 'truck'
  | 'recycle'
  | 'key'
  | 'scale'
  | 'bug'
  | 'heart'
  | 'leaf'
  | 'users'
  | 'clock'
  | 'phone'
  | 'mail'
  | 'check'
  | 'star'
  | 'badge'
  | 'lock'
  | 'box'
  | 'brain'
  | 'hand'
  | 'calendar'
  | 'map'
  | 'card'
  | 'document';
/**
 * Where a link goes: a page of this site (/contact-details), a section of a page (/#callback) or a full https:// address.
 *
 * This interface was referenced by `AllContent`'s JSON-Schema
 * via the `definition` "href".
 */
export type Href = string;
/**
 * A heading; may use {area}, {region}, {phone}, {email}, {company}.
 *
 * This interface was referenced by `AllContent`'s JSON-Schema
 * via the `definition` "areaHeading".
 */
export type AreaHeading = Heading;
/**
 * A paragraph; may use {area}, {region}, {phone}, {email}, {company}.
 *
 * This interface was referenced by `AllContent`'s JSON-Schema
 * via the `definition` "areaText".
 */
export type AreaText = Text;
/**
 * Opening paragraphs, shown only on pages of areas that have no local intro of their own yet.
 *
 * @minItems 1
 * @maxItems 6
 */
export type Intro = AreaText[];
/**
 * One short sentence; may use {area}, {region}, {phone}, {email}, {company}.
 *
 * This interface was referenced by `AllContent`'s JSON-Schema
 * via the `definition` "areaShortText".
 */
export type AreaShortText = ShortText;
/**
 * Optional bullet list shown after the paragraphs.
 *
 * @minItems 1
 * @maxItems 20
 */
export type Points1 = ShortText[];
/**
 * A list of short points.
 *
 * @minItems 1
 * @maxItems 20
 *
 * This interface was referenced by `AllContent`'s JSON-Schema
 * via the `definition` "points".
 */
export type Points2 = ShortText[];
/**
 * A UK postcode district: the outward code, the part before the space, in capitals (CT16, SW1A, E1W).
 *
 * This interface was referenced by `AllContent`'s JSON-Schema
 * via the `definition` "postcodeDistrict".
 */
export type PostcodeDistrict = string;
/**
 * Questions and answers, shown folded: a visitor opens the one they want.
 *
 * @minItems 1
 * @maxItems 12
 *
 * This interface was referenced by `AllContent`'s JSON-Schema
 * via the `definition` "faqs".
 */
export type Faqs = Faq[];
/**
 * An address on this site: starts with /, in lowercase, with no / at the end (/contact-details).
 *
 * This interface was referenced by `AllContent`'s JSON-Schema
 * via the `definition` "internalPath".
 */
export type InternalPath = string;
/**
 * A full https:// address.
 *
 * This interface was referenced by `AllContent`'s JSON-Schema
 * via the `definition` "httpsUrl".
 */
export type HttpsUrl = string;
/**
 * Several paragraphs; separate paragraphs with a blank line.
 *
 * This interface was referenced by `AllContent`'s JSON-Schema
 * via the `definition` "longText".
 */
export type LongText = string;

export interface AllContent {
  blog?: Blog;
  'case-study'?: CaseStudy;
  councils?: Councils;
  'page-about'?: PageAbout;
  'page-blog'?: PageBlog;
  'page-careers'?: PageCareers;
  'page-case-studies'?: PageCaseStudies;
  'page-contact'?: PageContact;
  'page-home'?: PageHome;
  'page-house-clearance-area'?: PageHouseClearanceArea;
  'page-legal'?: PageLegal;
  'page-locations'?: PageLocations;
  'page-marketing-assets'?: PageMarketingAssets;
  'page-not-found'?: PageNotFound;
  'page-services'?: PageServices;
  'page-sitemap'?: PageSitemap;
  'page-thank-you'?: PageThankYou;
  'page-town'?: PageTown;
  redirects?: Redirects;
  region?: Region;
  service?: Service;
  site?: Site;
}
/**
 * One article, published at /blog/<slug>. The file name must be <slug>.yaml.
 *
 * This interface was referenced by `AllContent`'s JSON-Schema
 * via the `definition` "Blog".
 */
export interface Blog {
  slug: Slug;
  title: Heading;
  seo?: Seo;
  /**
   * One or two sentences shown on the blog list and in search.
   */
  excerpt: string;
  /**
   * Publication date, YYYY-MM-DD; shown as '14 March 2025'. A later date than today schedules the article: it stays off the site until the site is first built on or after that day (UK time).
   */
  date: string;
  /**
   * Whether the article is a draft: a draft stays off the site (no page, not in the blog list or the sitemap) whatever its date.
   */
  draft?: boolean;
  /**
   * One of the categories listed in content/pages/blog.yaml.
   */
  category: string;
  /**
   * A short label: a button, a link or a badge.
   */
  author: string;
  image: Image1;
  /**
   * The article body as HTML. Allowed: h2, h3, p, ul, ol, li, strong, em, a (href), blockquote. Anything else is reported.
   */
  content: string;
}
/**
 * What search engines and link previews show for this page. A page that gives no title or description shows the site's defaults (Site settings, SEO).
 *
 * This interface was referenced by `AllContent`'s JSON-Schema
 * via the `definition` "seo".
 */
export interface Seo {
  /**
   * The page title, at most 70 characters. The company name is not added; write it in when you want it. Leave it out to use the site's default title.
   */
  title?: string;
  /**
   * One or two sentences, 50 to 170 characters, shown under the title in search results. Leave it out to use the site's default description.
   */
  description?: string;
  /**
   * Extra keywords; the site's fixed list is appended.
   *
   * @maxItems 15
   */
  keywords?: Label[];
  ogImage?: Image;
  /**
   * Whether to keep this page out of search engines and the sitemap.
   */
  noindex?: boolean;
}
/**
 * Picture for link previews in place of the page's own card (its heading, the phone number and the business name, drawn when the site is built); leave it out to use the card.
 */
export interface Image {
  /**
   * The picture's address on this site, under /images/.
   */
  src: string;
  /**
   * What the image shows, for people who cannot see it.
   */
  alt: string;
}
/**
 * A picture on this site, and what it shows for people who cannot see it.
 *
 * This interface was referenced by `AllContent`'s JSON-Schema
 * via the `definition` "image".
 */
export interface Image1 {
  /**
   * The picture's address on this site, under /images/.
   */
  src: string;
  /**
   * What the image shows, for people who cannot see it.
   */
  alt: string;
}
/**
 * One case study, published at /case-studies/<slug>. The file name must be <slug>.yaml. Never name the client or give an exact address.
 *
 * This interface was referenced by `AllContent`'s JSON-Schema
 * via the `definition` "CaseStudy".
 */
export interface CaseStudy {
  slug: Slug;
  title: Heading;
  seo?: Seo;
  /**
   * Shown on the case-study card.
   */
  summary: string;
  heroImage: Image1;
  publishDate: IsoDate;
  /**
   * A short label: a button, a link or a badge.
   */
  location: string;
  /**
   * The name in the page's address: lowercase letters and digits, words joined by single hyphens (north-london), at most 60 characters.
   */
  serviceType: string;
  challenge: Paragraphs;
  process: Paragraphs;
  result: Paragraphs;
  whyWeDoIt: Paragraphs;
  /**
   * A paragraph.
   */
  contactInfo: string;
  testimonial?: {
    quote: Text;
    /**
     * Initials only.
     */
    author: string;
    /**
     * Whether these are sample words written for the site, not a real client's: the check before a release lists them. Replace them with a real client's consented words.
     */
    illustrative?: boolean;
  };
  /**
   * Exactly 6 images: the first 4 before, the last 2 after.
   *
   * @minItems 6
   * @maxItems 6
   */
  images: {
    src: string;
    alt: ShortText;
    caption: ShortText;
  }[];
}
/**
 * content/councils.yaml: the local councils areas name by id (council: canterbury-city), with the day each one ends and the council that takes over. An area page names the council in office on the day of the build.
 *
 * This interface was referenced by `AllContent`'s JSON-Schema
 * via the `definition` "Councils".
 */
export interface Councils {
  /**
   * @minItems 1
   * @maxItems 1000
   */
  councils: Council[];
}
/**
 * A local council: its id, its name as it names itself, its website, and, when it is to be abolished or merged, its last day in office and the council that takes over.
 *
 * This interface was referenced by `Councils`'s JSON-Schema
 * via the `definition` "council".
 */
export interface Council {
  /**
   * The name in the page's address: lowercase letters and digits, words joined by single hyphens (north-london), at most 60 characters.
   */
  id: string;
  /**
   * The council as it names itself, shown on the pages of the areas it serves.
   */
  name: string;
  /**
   * The council's own website, its home page. Leave it out until the address is certain.
   */
  website?: string;
  /**
   * A date as YYYY-MM-DD, a day that exists on the calendar, in 2000 to 2099.
   */
  ends?: string;
  /**
   * The name in the page's address: lowercase letters and digits, words joined by single hyphens (north-london), at most 60 characters.
   */
  successor?: string;
}
/**
 * The about page, published at /about: story, values, specialist approach, process, safeguarding commitment, team and training, and a callback form.
 *
 * This interface was referenced by `AllContent`'s JSON-Schema
 * via the `definition` "PageAbout".
 */
export interface PageAbout {
  seo?: Seo;
  cta?: Cta;
  hero: {
    /**
     * A heading.
     */
    heading: string;
    text: Text;
  };
  story: ProseSection;
  values: {
    heading: Heading;
    intro?: ShortText;
    /**
     * Exactly 3 values: Compassion, Respect, Integrity.
     *
     * @minItems 3
     * @maxItems 3
     */
    items: {
      /**
       * A short label: a button, a link or a badge.
       */
      title: string;
      text: Text;
      icon: Icon;
    }[];
  };
  approach: ProseSection1;
  /**
   * How a job runs, as numbered steps. Mention that work often starts with a half-day session.
   */
  process: {
    heading: Heading;
    intro?: Text;
    /**
     * @minItems 2
     * @maxItems 8
     */
    steps: Step[];
  };
  safeguarding: ProseSection2;
  team: ProseSection3;
  /**
   * The callback form section at the end of the page.
   */
  callback: {
    heading: Heading;
    text: Text;
  };
}
/**
 * Overrides the shared call-to-action banner's heading and subtitle on this page.
 *
 * This interface was referenced by `AllContent`'s JSON-Schema
 * via the `definition` "cta".
 */
export interface Cta {
  heading?: Heading;
  subtitle?: ShortText;
}
/**
 * Why the company exists. Do not state founding years, job counts or awards unless they are confirmed.
 */
export interface ProseSection {
  heading: Heading;
  paragraphs: Paragraphs;
  points?: Points;
}
/**
 * The specialist, trauma-informed approach.
 */
export interface ProseSection1 {
  heading: Heading;
  paragraphs: Paragraphs;
  points?: Points;
}
/**
 * This interface was referenced by `AllContent`'s JSON-Schema
 * via the `definition` "step".
 */
export interface Step {
  title: Heading;
  description: Text;
}
/**
 * The safeguarding commitment.
 */
export interface ProseSection2 {
  heading: Heading;
  paragraphs: Paragraphs;
  points?: Points;
}
/**
 * The team and its training; points list the training and checks.
 */
export interface ProseSection3 {
  heading: Heading;
  paragraphs: Paragraphs;
  points?: Points;
}
/**
 * The blog list, published at /blog: search, category filter, pagination, topic buttons and newsletter form. The articles are the blog's own.
 *
 * This interface was referenced by `AllContent`'s JSON-Schema
 * via the `definition` "PageBlog".
 */
export interface PageBlog {
  seo?: Seo;
  cta?: Cta;
  /**
   * A heading.
   */
  heading: string;
  intro: Text;
  /**
   * A short label: a button, a link or a badge.
   */
  searchLabel?: string;
  /**
   * A short label: a button, a link or a badge.
   */
  searchPlaceholder: string;
  /**
   * The category filter. Article counts are computed; a category with no articles is not offered.
   */
  categories: {
    heading: Heading;
    /**
     * A short label: a button, a link or a badge.
     */
    allLabel: string;
    /**
     * Category names in display order. Each article's category must be one of these.
     *
     * @minItems 1
     * @maxItems 20
     */
    names: string[];
  };
  /**
   * A heading.
   */
  topicsHeading: string;
  /**
   * The newsletter sign-up box.
   */
  newsletter: {
    heading: Heading;
    text: Text;
    /**
     * A short label: a button, a link or a badge.
     */
    emailPlaceholder: string;
    buttonLabel: Label;
  };
  /**
   * One short sentence.
   */
  noResults: string;
  /**
   * The count line; {n} is replaced by the number of articles shown and {total} by the number matching.
   */
  countTemplate: string;
  pagination: {
    previousLabel: Label;
    nextLabel: Label;
  };
}
/**
 * The job advert for contract hoarder cleaners, published at /careers, and as search engines are given it.
 *
 * This interface was referenced by `AllContent`'s JSON-Schema
 * via the `definition` "PageCareers".
 */
export interface PageCareers {
  seo?: Seo;
  cta?: Cta;
  hero: {
    /**
     * A short label: a button, a link or a badge.
     */
    badge: string;
    /**
     * A heading.
     */
    heading: string;
    text: Text;
    /**
     * A short label: a button, a link or a badge.
     */
    buttonLabel: string;
  };
  aboutCompany: ProseSection4;
  role: ProseSection5;
  responsibilities: SevenPoints;
  aboutYou: SevenPoints1;
  offer: SevenPoints2;
  /**
   * How to Apply: a button opens an e-mail to {email} with this subject and body already filled in.
   */
  howToApply: {
    heading: Heading;
    text: Text;
    /**
     * A short label: a button, a link or a badge.
     */
    emailSubject: string;
    /**
     * Body template of the prefilled e-mail, one field per line (Name, Location, reason for applying).
     */
    emailBody: string;
    buttonLabel: Label;
  };
  /**
   * The closing call to action for questions about the role.
   */
  closing: {
    heading: Heading;
    text: Text;
    link: Link;
  };
  /**
   * The job advert as search engines are given it. The employer's details come from the site settings.
   */
  jobPosting: {
    /**
     * A heading.
     */
    title: string;
    /**
     * A paragraph.
     */
    description: string;
    /**
     * The job reference code: capital letters and digits joined by hyphens.
     */
    identifier: string;
    /**
     * A date as YYYY-MM-DD, a day that exists on the calendar, in 2000 to 2099.
     */
    datePosted: string;
    /**
     * A date as YYYY-MM-DD, a day that exists on the calendar, in 2000 to 2099.
     */
    validThrough: string;
    /**
     * The kind of work, as search engines are told it: contract work.
     */
    employmentType: 'CONTRACTOR';
    /**
     * A short label: a button, a link or a badge.
     */
    addressRegion: string;
    /**
     * Pay range for search engines.
     */
    baseSalary: {
      currency: 'GBP';
      /**
       * What the pay is counted by, as search engines are told it: the day.
       */
      unit: 'DAY';
      minValue: number;
      maxValue: number;
    };
    /**
     * One short sentence.
     */
    pay: string;
    /**
     * One short sentence.
     */
    availability: string;
    responsibilities: Text;
    skills: Text;
    qualifications: Text;
    benefits: Text;
  };
}
/**
 * This interface was referenced by `PageCareers`'s JSON-Schema
 * via the `definition` "proseSection".
 */
export interface ProseSection4 {
  heading: Heading;
  paragraphs: Paragraphs;
}
/**
 * The Role: what the work is and how contract work is arranged.
 */
export interface ProseSection5 {
  heading: Heading;
  paragraphs: Paragraphs;
}
/**
 * Key Responsibilities: exactly 7.
 */
export interface SevenPoints {
  heading: Heading;
  /**
   * @minItems 7
   * @maxItems 7
   */
  items: ShortText[];
}
/**
 * About You: exactly 7 traits.
 */
export interface SevenPoints1 {
  heading: Heading;
  /**
   * @minItems 7
   * @maxItems 7
   */
  items: ShortText[];
}
/**
 * What We Offer: exactly 7 perks.
 */
export interface SevenPoints2 {
  heading: Heading;
  /**
   * @minItems 7
   * @maxItems 7
   */
  items: ShortText[];
}
/**
 * This interface was referenced by `AllContent`'s JSON-Schema
 * via the `definition` "link".
 */
export interface Link {
  label: Label;
  href: Href;
}
/**
 * The case-study list, published at /case-studies. The cards are the case studies' own.
 *
 * This interface was referenced by `AllContent`'s JSON-Schema
 * via the `definition` "PageCaseStudies".
 */
export interface PageCaseStudies {
  seo?: Seo;
  cta?: Cta;
  /**
   * A heading.
   */
  heading: string;
  intro: Text;
  /**
   * A short label: a button, a link or a badge.
   */
  readMoreLabel?: string;
}
/**
 * The contact page, published at /contact-details: phone, e-mail, hours, service areas and the contact form. The phone number, e-mail address and hours come from the site settings.
 *
 * This interface was referenced by `AllContent`'s JSON-Schema
 * via the `definition` "PageContact".
 */
export interface PageContact {
  seo?: Seo;
  cta?: Cta;
  /**
   * A heading.
   */
  heading: string;
  intro: Text;
  phone: Section;
  email: Section1;
  hours: Section2;
  serviceAreas: Section3;
  form: Section4;
}
/**
 * Shown with the phone number as a call link.
 */
export interface Section {
  heading: Heading;
  text: Text;
}
/**
 * Shown with the e-mail address, which opens the visitor's e-mail program.
 */
export interface Section1 {
  heading: Heading;
  text: Text;
}
/**
 * Opening hours.
 */
export interface Section2 {
  heading: Heading;
  text: Text;
}
/**
 * The areas covered.
 */
export interface Section3 {
  heading: Heading;
  text: Text;
}
/**
 * Heading and text above the contact form.
 */
export interface Section4 {
  heading: Heading;
  text: Text;
}
/**
 * The home page, published at /. Its sections, in order: the opening section with the callback form, trust badges (from the site settings), services, quote, gallery, how it works, about teaser, testimonials, questions, callback form, case studies, area links, payment.
 *
 * This interface was referenced by `AllContent`'s JSON-Schema
 * via the `definition` "PageHome".
 */
export interface PageHome {
  seo?: Seo;
  cta?: Cta;
  /**
   * The opening section, with a callback form beside the text.
   */
  hero: {
    /**
     * A heading.
     */
    heading: string;
    /**
     * A paragraph.
     */
    text: string;
    /**
     * A heading.
     */
    formHeading: string;
    /**
     * One short sentence.
     */
    formText?: string;
  };
  /**
   * Heading and text above the service cards, and a link to all services.
   */
  servicesSection: {
    heading: Heading;
    text: Text;
    link: Link1;
  };
  /**
   * Exactly 5 service slugs, in card order; each must name a file in content/services/. The cards use each service's own card.
   *
   * @minItems 5
   * @maxItems 5
   */
  services: Slug[];
  /**
   * One short sentence.
   */
  peaceOfMindQuote: string;
  /**
   * Before/after gallery. Each item has Before and After tabs (Before first); a toggle shows or hides the images.
   */
  gallery: {
    title: Heading;
    /**
     * One short sentence.
     */
    intro?: string;
    /**
     * Whether the pictures are visible when the page opens (the toggle hides them), rather than hidden until the toggle shows them.
     */
    imagesShownByDefault: boolean;
    /**
     * Exactly 3 before/after pairs. Never show anything that could identify a client or their home.
     *
     * @minItems 3
     * @maxItems 3
     */
    items: GalleryItem[];
  };
  howItWorks: {
    title: Heading;
    /**
     * Exactly 3 numbered steps.
     *
     * @minItems 3
     * @maxItems 3
     */
    steps: Step[];
  };
  /**
   * A short introduction to the company with a link to /about.
   */
  aboutTeaser: {
    heading: Heading;
    text: Text;
    link: Link;
  };
  testimonials: {
    heading: Heading;
    /**
     * Exactly 3 testimonials, initials only.
     *
     * @minItems 3
     * @maxItems 3
     */
    items: Testimonial[];
  };
  /**
   * The questions and answers, shown folded: one open at a time.
   */
  faqs: {
    heading: Heading;
    /**
     * Exactly 4 questions.
     *
     * @minItems 4
     * @maxItems 4
     */
    items: Faq[];
  };
  callback: Section5;
  /**
   * Heading and text above the featured case studies, and a link to all of them.
   */
  caseStudiesSection: {
    heading: Heading;
    text: Text;
    link: Link2;
  };
  /**
   * Exactly 2 case-study slugs; each must name a file in content/case-studies/.
   *
   * @minItems 2
   * @maxItems 2
   */
  featuredCaseStudies: Slug[];
  areaLinks: Section6;
  payment: {
    heading: Heading;
    text: Text;
    /**
     * The accepted ways to pay, in display order.
     *
     * @minItems 1
     * @maxItems 3
     */
    methods: {
      /**
       * Which method this is; chooses the icon.
       */
      method: 'card' | 'bank-transfer' | 'buy-now-pay-later';
      title: Label;
      description: ShortText;
    }[];
  };
}
/**
 * Usually 'View All Services' to /services.
 */
export interface Link1 {
  label: Label;
  href: Href;
}
/**
 * This interface was referenced by `AllContent`'s JSON-Schema
 * via the `definition` "galleryItem".
 */
export interface GalleryItem {
  id: Slug;
  name: Heading;
  location: Label;
  beforeImage: Image1;
  afterImage: Image1;
}
/**
 * A client's words. Use initials only, never a full name.
 *
 * This interface was referenced by `AllContent`'s JSON-Schema
 * via the `definition` "testimonial".
 */
export interface Testimonial {
  /**
   * The name in the page's address: lowercase letters and digits, words joined by single hyphens (north-london), at most 60 characters.
   */
  id?: string;
  quote: Text;
  /**
   * Initials only, for example 'S.M.'.
   */
  author: string;
  location: Label;
  /**
   * A paragraph.
   */
  text?: string;
  /**
   * Whether these are sample words written for the site, not a real client's: the check before a release lists them. Replace them with a real client's consented words.
   */
  illustrative?: boolean;
}
/**
 * This interface was referenced by `AllContent`'s JSON-Schema
 * via the `definition` "faq".
 */
export interface Faq {
  question: ShortText;
  answer: Text;
}
/**
 * The callback form section further down the page (a link to /#callback comes here).
 */
export interface Section5 {
  heading: Heading;
  text: Text;
}
/**
 * Usually 'View All Case Studies' to /case-studies.
 */
export interface Link2 {
  label: Label;
  href: Href;
}
/**
 * Heading and text above the area links; the links come from the regions.
 */
export interface Section6 {
  heading: Heading;
  text: Text;
}
/**
 * Copy shared by every house-clearance area page (such as /london/house-clearance-camden). Write {area} for the area name and {region} for the region name; {phone}, {email} and {company} also work. No other words in braces are allowed. Keep the SEO title at most 54 and the description at most 150 characters as written, so they stay within limits after the longest area name is filled in.
 *
 * This interface was referenced by `AllContent`'s JSON-Schema
 * via the `definition` "PageHouseClearanceArea".
 */
export interface PageHouseClearanceArea {
  /**
   * Title and description templates. Both must contain {area}.
   */
  seo: Seo & {
    title: string;
    description: string;
  };
  /**
   * The page's main heading; must contain {area}, e.g. 'House Clearance in {area}'.
   */
  heading: AreaHeading & string;
  intro: Intro;
  local: Local;
  approach: Approach;
  /**
   * What the house-clearance service includes, as short points.
   */
  services: {
    heading: AreaHeading;
    intro?: AreaText;
    /**
     * @minItems 1
     * @maxItems 12
     */
    items: AreaShortText[];
  };
  reasons: Reasons;
  /**
   * The link to the house-clearance service page: it must go to /services/house-clearance.
   */
  serviceLink: Link & {
    href?: '/services/house-clearance';
  };
  /**
   * The closing call to action: the shared banner with this heading and subtitle. Both are required here.
   */
  cta: Cta & {
    heading: AreaHeading;
    subtitle: AreaShortText;
  };
}
/**
 * Headings and labels of the local sections, shown on the pages of areas that have local details (a council, postcodes, a location or questions): the council and postcode districts, the nearest areas, the local questions.
 */
export interface Local {
  /**
   * A heading; may use {area}, {region}, {phone}, {email}, {company}.
   */
  heading: Heading;
  /**
   * A short label: a button, a link or a badge.
   */
  council: string;
  /**
   * A short label: a button, a link or a badge.
   */
  postcodes: string;
  /**
   * A heading; may use {area}, {region}, {phone}, {email}, {company}.
   */
  nearby: Heading;
  /**
   * A heading; may use {area}, {region}, {phone}, {email}, {company}.
   */
  faqs: Heading;
}
/**
 * One short section every page shows after the local copy: how we work. Keep it short; what is the same on every page should be brief.
 */
export interface Approach {
  heading: AreaHeading;
  text: AreaText;
}
/**
 * Why choose us, as short points.
 */
export interface Reasons {
  heading: AreaHeading;
  /**
   * @minItems 1
   * @maxItems 12
   */
  points: AreaShortText[];
}
/**
 * A legal page: content/pages/privacy-policy.yaml (/privacy-policy), terms.yaml (/terms) and cookie-policy.yaml (/cookie-policy) all use this schema.
 *
 * This interface was referenced by `AllContent`'s JSON-Schema
 * via the `definition` "PageLegal".
 */
export interface PageLegal {
  seo?: Seo;
  cta?: Cta;
  /**
   * A heading.
   */
  heading: string;
  /**
   * A date as YYYY-MM-DD, a day that exists on the calendar, in 2000 to 2099.
   */
  lastUpdated: string;
  /**
   * One short sentence.
   */
  reviewNote?: string;
  /**
   * A paragraph.
   */
  intro?: string;
  /**
   * Numbered sections, in order.
   *
   * @minItems 1
   * @maxItems 30
   */
  sections: {
    heading: Heading;
    paragraphs: Paragraphs;
    points?: Points1;
  }[];
}
/**
 * The locations page, published at /locations. The county cards and their town links come from the regions (each region's Featured on locations); this page holds the copy around them.
 *
 * This interface was referenced by `AllContent`'s JSON-Schema
 * via the `definition` "PageLocations".
 */
export interface PageLocations {
  seo?: Seo;
  cta?: Cta;
  /**
   * A heading.
   */
  heading: string;
  /**
   * A paragraph.
   */
  intro: string;
  /**
   * A paragraph.
   */
  closingText: string;
}
/**
 * Logo downloads for partners and the press, published at /marketing-assets.
 *
 * This interface was referenced by `AllContent`'s JSON-Schema
 * via the `definition` "PageMarketingAssets".
 */
export interface PageMarketingAssets {
  seo?: Seo;
  cta?: Cta;
  backLink: Link3;
  /**
   * A heading.
   */
  heading: string;
  intro: Text;
  /**
   * The logo preview: the logo image with a heading and text beside it.
   */
  preview: {
    heading: Heading;
    text: Text;
    image: Image2;
  };
  /**
   * The logo package card.
   */
  logoPackage: {
    heading: Heading;
    text: Text;
    /**
     * Exactly 3 files under /marketing/: full logo (SVG), symbol only (SVG), print-ready (PDF).
     *
     * @minItems 3
     * @maxItems 3
     */
    downloads: {
      /**
       * A short label: a button, a link or a badge.
       */
      name: string;
      /**
       * A static file under /marketing/ ending .svg or .pdf.
       */
      path: string;
      description: ShortText;
      /**
       * Shown as a badge; must match the file's ending (.svg or .pdf).
       */
      fileType: 'SVG' | 'PDF';
    }[];
  };
  /**
   * The 'Need Custom Assets' section with a link to the contact page.
   */
  customAssets: {
    heading: Heading;
    text: Text;
    link: Link;
  };
}
/**
 * The link back to the home page at the top.
 */
export interface Link3 {
  label: Label;
  href: Href;
}
/**
 * A picture on this site, and what it shows for people who cannot see it.
 */
export interface Image2 {
  /**
   * The picture's address on this site, under /images/.
   */
  src: string;
  /**
   * What the image shows, for people who cannot see it.
   */
  alt: string;
}
/**
 * The 404 page, shown for any unknown address. Kept out of search engines.
 *
 * This interface was referenced by `AllContent`'s JSON-Schema
 * via the `definition` "PageNotFound".
 */
export interface PageNotFound {
  /**
   * Must set noindex: true.
   */
  seo: Seo & {
    noindex: true;
  };
  cta?: Cta;
  /**
   * A heading.
   */
  heading: string;
  /**
   * One short sentence.
   */
  text: string;
  /**
   * A short label: a button, a link or a badge.
   */
  homeLabel: string;
  /**
   * A short label: a button, a link or a badge.
   */
  backLabel: string;
  /**
   * Helpful links under the buttons.
   */
  links: {
    heading: Heading;
    /**
     * @minItems 1
     * @maxItems 6
     */
    items: Link[];
  };
}
/**
 * The services list, published at /services. The cards come from the services (each service's card, in its order); this page holds the copy around them.
 *
 * This interface was referenced by `AllContent`'s JSON-Schema
 * via the `definition` "PageServices".
 */
export interface PageServices {
  seo?: Seo;
  cta?: Cta;
  hero: Section7;
  cardsIntro: Section8;
  /**
   * Exactly 4 detailed blocks below the cards, each about one service and linking to its page.
   *
   * @minItems 4
   * @maxItems 4
   */
  details: {
    title: Heading;
    icon?: Icon;
    text: Text;
    points: Points2;
    link: Link4;
  }[];
  callback: Section9;
}
/**
 * The page's main heading and opening paragraph.
 */
export interface Section7 {
  heading: Heading;
  text: Text;
}
/**
 * Heading and text above the service cards.
 */
export interface Section8 {
  heading: Heading;
  text: Text;
}
/**
 * A link to the service's page, e.g. /services/hoarder-cleaning.
 */
export interface Link4 {
  label: Label;
  href: Href;
}
/**
 * The callback form section at the end of the page.
 */
export interface Section9 {
  heading: Heading;
  text: Text;
}
/**
 * The human sitemap, published at /sitemap. Its links are built from the route table; this file holds the heading, intro and section titles.
 *
 * This interface was referenced by `AllContent`'s JSON-Schema
 * via the `definition` "PageSitemap".
 */
export interface PageSitemap {
  seo?: Seo;
  cta?: Cta;
  /**
   * A heading.
   */
  heading: string;
  intro: Text;
  /**
   * The title of each group of links.
   */
  sections: {
    /**
     * A heading.
     */
    mainPages: string;
    /**
     * A heading.
     */
    services: string;
    /**
     * A heading.
     */
    locations: string;
    /**
     * A heading.
     */
    legal: string;
  };
  /**
   * A short label: a button, a link or a badge.
   */
  xmlLinkLabel: string;
}
/**
 * Shown at /thank-you after the contact form has been sent. Kept out of search engines.
 *
 * This interface was referenced by `AllContent`'s JSON-Schema
 * via the `definition` "PageThankYou".
 */
export interface PageThankYou {
  /**
   * Must set noindex: true.
   */
  seo: Seo & {
    noindex: true;
  };
  cta?: Cta;
  /**
   * A heading.
   */
  heading: string;
  text: Text;
  /**
   * What happens next, as a short numbered list.
   */
  nextSteps: {
    heading: Heading;
    /**
     * @minItems 1
     * @maxItems 5
     */
    items: ShortText[];
    /**
     * One short sentence.
     */
    urgentText?: string;
  };
  /**
   * Links to carry on browsing.
   */
  links: {
    heading: Heading;
    /**
     * @minItems 1
     * @maxItems 6
     */
    items: Link[];
  };
}
/**
 * Copy shared by every hoarder-cleaning town and borough page (such as /kent/dover-hoarder-cleaning). Write {area} for the town or borough name and {region} for the region name (London, Kent, ...); {phone}, {email} and {company} also work. No other words in braces are allowed. Keep the SEO title at most 54 and the description at most 150 characters as written, so they stay within limits after the longest area name is filled in.
 *
 * This interface was referenced by `AllContent`'s JSON-Schema
 * via the `definition` "PageTown".
 */
export interface PageTown {
  /**
   * Title and description templates. Both must contain {area}.
   */
  seo: Seo & {
    title: string;
    description: string;
  };
  /**
   * The page's main heading; must contain {area}, e.g. 'Hoarder Cleaning in {area}'.
   */
  heading: AreaHeading & string;
  intro: Intro;
  local: Local;
  approach: Approach;
  /**
   * The services section. The list itself is the region's services (services.slugs in content/regions/<region>.yaml).
   */
  services: {
    heading: AreaHeading;
    intro?: AreaText;
  };
  reasons: Reasons;
  /**
   * The closing call to action: the shared banner with this heading and subtitle. Both are required here.
   */
  cta: Cta & {
    heading: AreaHeading;
    subtitle: AreaShortText;
  };
}
/**
 * Old addresses and where they now go. Each target must be a page of the site or an https:// address.
 *
 * This interface was referenced by `AllContent`'s JSON-Schema
 * via the `definition` "Redirects".
 */
export interface Redirects {
  /**
   * @minItems 1
   * @maxItems 5000
   */
  redirects: {
    /**
     * The old address: starts with /, in lowercase, with no / at the end, and no spaces, quotes, #, $ or ; (web hosts give those a meaning of their own). May end in /* to match everything below it.
     */
    from: string;
    /**
     * The new address: a page of this site (/contact-details) or a full https:// address. No spaces, quotes, $ or ; (web hosts give those a meaning of their own).
     */
    to: string;
    /**
     * 301 (the default) for a permanent move.
     */
    status?: 301 | 302 | 307 | 308;
    /**
     * One short sentence.
     */
    note?: string;
  }[];
}
/**
 * A county or London: its page /hoarder-cleaning-<slug>, and one page per entry of areas at /<slug>/<area>-hoarder-cleaning. The file name must be <slug>.yaml.
 *
 * This interface was referenced by `AllContent`'s JSON-Schema
 * via the `definition` "Region".
 */
export interface Region {
  slug: Slug;
  /**
   * A short label: a button, a link or a badge.
   */
  name: string;
  /**
   * Position in region lists (1 comes first).
   */
  order: number;
  seo?: Seo;
  headline: Heading;
  introText: Paragraphs;
  /**
   * Where search engines are told the business is, on this region's pages.
   */
  address: {
    locality: Label;
    region: Label;
  };
  services: {
    title: Heading;
    /**
     * Service slugs; each must name a file in content/services/.
     *
     * @minItems 1
     * @maxItems 10
     */
    slugs: Slug[];
  };
  reasons: {
    title: Heading;
    points: Points2;
  };
  testimonial: Testimonial;
  /**
   * Case-study slugs to show; each must name a file in content/case-studies/.
   *
   * @maxItems 4
   */
  caseStudies?: Slug[];
  cta?: Cta;
  /**
   * Up to 8 area slugs (from areas) linked on /locations.
   *
   * @minItems 1
   * @maxItems 8
   */
  featuredOnLocations: Slug[];
  /**
   * Towns or boroughs with a hoarder-cleaning page each. Add a town with one line: - { name: Whitstable, slug: whitstable }
   *
   * @minItems 1
   * @maxItems 20000
   */
  areas: Area[];
  /**
   * Areas with a house-clearance page each (such as /london/house-clearance-camden), listed on the house-clearance service page.
   */
  houseClearance?: {
    /**
     * Up to 5 area slugs (from houseClearance.areas) shown on the card.
     *
     * @minItems 1
     * @maxItems 5
     */
    featured: Slug[];
    /**
     * @minItems 1
     * @maxItems 20000
     */
    areas: Area[];
  };
}
/**
 * A town, district or borough: its name, the name in its page's address, and the local facts and copy that make its page worth reading. Only those two names are required, so a place can be added first and written up later; the site check warns until it has local copy.
 *
 * This interface was referenced by `AllContent`'s JSON-Schema
 * via the `definition` "area".
 */
export interface Area {
  /**
   * The place name as visitors write it.
   */
  name: string;
  slug: Slug;
  /**
   * One to three paragraphs of local copy (about 120 to 200 words), shown first on the page: the council, the housing, the neighbouring towns, how the work goes there. Only facts that are well known and checkable; never invented claims, reviews or landmarks. Tokens such as {company} work here.
   *
   * @minItems 1
   * @maxItems 3
   */
  intro?: Text[];
  /**
   * The postcode districts (the part before the space) the page covers, shown on the page and given to search engines.
   *
   * @minItems 1
   * @maxItems 60
   */
  postcodes?: PostcodeDistrict[];
  /**
   * The name in the page's address: lowercase letters and digits, words joined by single hyphens (north-london), at most 60 characters.
   */
  council?: string;
  /**
   * The name in the page's address: lowercase letters and digits, words joined by single hyphens (north-london), at most 60 characters.
   */
  sameAs?: string;
  location?: Geo;
  /**
   * Local questions and answers, shown on the page and given to search engines.
   *
   * @minItems 1
   * @maxItems 8
   */
  faqs?: Faq[];
  /**
   * The name in the page's address: lowercase letters and digits, words joined by single hyphens (north-london), at most 60 characters.
   */
  testimonial?: string;
  /**
   * The name in the page's address: lowercase letters and digits, words joined by single hyphens (north-london), at most 60 characters.
   */
  caseStudy?: string;
}
/**
 * The place's centre as a map gives it, in decimal degrees (51.3607, 1.0259). Used to find the nearest areas and given to search engines; it must lie within the United Kingdom.
 *
 * This interface was referenced by `AllContent`'s JSON-Schema
 * via the `definition` "geo".
 */
export interface Geo {
  /**
   * Degrees north: 49.8 to 60.9 in the UK.
   */
  latitude: number;
  /**
   * Degrees east, west negative: -8.7 to 1.8 in the UK.
   */
  longitude: number;
}
/**
 * One service, published at /services/<slug>. The file name must be <slug>.yaml.
 *
 * This interface was referenced by `AllContent`'s JSON-Schema
 * via the `definition` "Service".
 */
export interface Service {
  /**
   * The name in the page's address: lowercase letters and digits, words joined by single hyphens (north-london), at most 60 characters.
   */
  slug: string;
  /**
   * A heading.
   */
  title: string;
  /**
   * Position in service lists (1 comes first).
   */
  order?: number;
  seo?: Seo;
  card: Card;
  /**
   * A paragraph.
   */
  introText: string;
  whatIsIncluded: {
    title: Heading;
    items: Points2;
    /**
     * One short sentence.
     */
    quote: string;
  };
  howWeWork: {
    title: Heading;
    /**
     * @minItems 2
     * @maxItems 8
     */
    steps: Step[];
  };
  whyChooseUs: {
    title: Heading;
    points: Points2;
  };
  /**
   * Optional safeguarding banner.
   */
  safeguardingInfo?: {
    icon: Icon;
    text: Text;
  };
  faqs: Faqs;
  testimonial?: Testimonial;
  /**
   * Optional link to a case study; slug must name a file in content/case-studies/.
   */
  caseStudyLink?: {
    title: Heading;
    slug: Slug;
  };
  /**
   * Other services to suggest; each slug must name a file in content/services/.
   *
   * @minItems 1
   * @maxItems 6
   */
  relatedServices: {
    title: Heading;
    slug: Slug;
  }[];
  /**
   * A heading.
   */
  ctaText: string;
  /**
   * One short sentence.
   */
  ctaSubText: string;
  /**
   * House clearance only: the 'Locations We Cover' cards, one per region with house-clearance areas.
   */
  locationsWeCover?: {
    title: Heading;
    intro: ShortText;
    /**
     * Region slugs, in card order; each region needs a houseClearance list.
     *
     * @minItems 1
     * @maxItems 5
     */
    regions: Slug[];
  };
  /**
   * Extreme house clearance only: the sections of its own page. Its process is How we work (4 steps), its reasons Why choose us, its questions FAQs (5).
   */
  extreme?: {
    /**
     * A short label: a button, a link or a badge.
     */
    quoteButtonLabel: string;
    whatIs: {
      title: Heading;
      text: Text;
      /**
       * A heading.
       */
      scenariosTitle: string;
      scenarios: Points2;
      /**
       * A heading.
       */
      inclusionsTitle: string;
      inclusions: Points2;
    };
    whoWeHelp: {
      title: Heading;
      /**
       * @minItems 4
       * @maxItems 4
       */
      groups: Step[];
    };
    gallery: {
      title: Heading;
      /**
       * @minItems 1
       * @maxItems 6
       */
      items: GalleryItem[];
    };
    /**
     * A heading.
     */
    storiesTitle: string;
    /**
     * @minItems 3
     * @maxItems 3
     */
    stories: Testimonial[];
    /**
     * A heading.
     */
    faqsTitle: string;
    contact: {
      title: Heading;
      text: Text;
      /**
       * A heading.
       */
      formHeading: string;
    };
  };
}
/**
 * How the service appears as a card on /services and the home page.
 */
export interface Card {
  title: Heading;
  description: ShortText;
  icon: Icon;
}
/**
 * The company's details, navigation, search-engine defaults and the numbers every page shares.
 *
 * This interface was referenced by `AllContent`'s JSON-Schema
 * via the `definition` "Site".
 */
export interface Site {
  company: {
    /**
     * A short label: a button, a link or a badge.
     */
    name: string;
    /**
     * One short sentence.
     */
    description: string;
  };
  /**
   * The site's address: https, no www, no trailing slash. A build with another address in SITE_URL is a preview build, kept out of search engines.
   */
  url: string;
  /**
   * Where dist/ is published: check and generate warn before a deploy that this host would refuse (too many files, redirects or header rules, a file too large, a build too long). Cloudflare Pages when left out. Set by developers; the admin does not show it.
   */
  host?: 'cloudflare-pages' | 'netlify' | 'nginx' | 'vercel';
  /**
   * The UK phone number as digits, no spaces, starting with 0: 02079460418, 08001234567. The spaced form (020 7946 0418) and the call link are made from it.
   */
  phone: string;
  /**
   * The contact e-mail address shown on pages.
   */
  email: string;
  /**
   * Other organisations' phone numbers and e-mail addresses that the text gives on purpose (a helpline, a council). The site check warns about any number or address typed into the text, in case it is a stale copy of the company's own; the ones listed here it accepts. The company's own number and address can never be listed: write {phone} and {email} for those.
   *
   * @maxItems 50
   */
  thirdPartyContacts?: {
    /**
     * Whose number or address it is, as the text names them: Samaritans, Kent County Council.
     */
    name: string;
    /**
     * The phone number or e-mail address, as the text gives it: 03000 41 41 41, help@example.org. A number written +44 in the text matches its 0 form here.
     */
    contact: string;
  }[];
  address: {
    locality: Label;
    region: Label;
    /**
     * The country's two-letter code; the company works in the UK.
     */
    country: 'GB';
  };
  hours: {
    /**
     * A short label: a button, a link or a badge.
     */
    phoneText: string;
    /**
     * A short label: a button, a link or a badge.
     */
    emailResponseText: string;
    /**
     * Opening hours given to search engines.
     */
    structuredData: {
      /**
       * @minItems 1
       * @maxItems 7
       */
      days: ('Monday' | 'Tuesday' | 'Wednesday' | 'Thursday' | 'Friday' | 'Saturday' | 'Sunday')[];
      opens: string;
      closes: string;
    };
  };
  /**
   * Header navigation, in order. An item with children opens a sub-menu on mobile.
   *
   * @minItems 1
   * @maxItems 10
   */
  nav: {
    label: Label;
    href: Href;
    /**
     * @maxItems 12
     */
    children?: Link[];
  }[];
  headerButton: Link;
  footer: {
    text: ShortText;
    /**
     * A heading.
     */
    areasHeading: string;
    /**
     * A heading.
     */
    contactHeading: string;
    /**
     * @minItems 1
     * @maxItems 12
     */
    links: Link[];
    /**
     * @minItems 1
     * @maxItems 6
     */
    trustBadges: {
      label: Label;
      icon: Icon;
    }[];
  };
  seo: {
    defaultTitle: string;
    defaultDescription: string;
    /**
     * Appended to every page's own keywords.
     *
     * @minItems 1
     * @maxItems 20
     */
    keywords: Label[];
    defaultImage: Image3;
    author: Label;
  };
  /**
   * Facts given to search engines.
   */
  business: {
    /**
     * The company's review rating, out of 5. Shown on every page and given to search engines, from these same numbers, only once it is marked verified. Leave it out while there are no real reviews: the check before a release lists a rating that is not verified.
     */
    rating?: {
      /**
       * The average rating out of 5.
       */
      value: number;
      /**
       * How many reviews the average is of.
       */
      count: number;
      /**
       * Whether the rating comes from real, checkable reviews (a review platform's page). Until it does, the rating is neither shown nor given to search engines: they require a rating they are given to be visible, and an unverifiable one would mislead.
       */
      verified: boolean;
      /**
       * A short label: a button, a link or a badge.
       */
      source?: string;
    };
    priceRange: string;
    serviceRadiusMetres: number;
    londonRadiusMetres: number;
    londonCentre: {
      latitude: number;
      longitude: number;
    };
    /**
     * @minItems 1
     * @maxItems 20
     */
    serviceTypes: Label[];
  };
  payment: {
    /**
     * @minItems 1
     * @maxItems 6
     */
    methods: Card1[];
    note: ShortText;
  };
  /**
   * The codes of the e-mail sending service (EmailJS) the contact form uses, from its dashboard. The recipient is set in the service's template, never by the form. A code containing 'placeholder', 'example' or 'xxx' is a stand-in: the check before a release lists it.
   */
  emailService: {
    serviceId: string;
    templateId: string;
    publicKey: string;
  };
  /**
   * The shared call-to-action banner that ends many pages; a page may override heading and subtitle.
   */
  cta: {
    heading: Heading;
    subtitle: ShortText;
    buttonLabel: Label;
    callLabel: Label;
  };
  /**
   * The registrations and cover councils, housing associations and landlords look for; shown in the footer of every page and on the about page. Mark each stand-in as a placeholder until the real number is in.
   */
  accreditations: {
    /**
     * A heading.
     */
    heading: string;
    companyNumber: Accreditation;
    wasteCarrier: Accreditation1;
    ico: Accreditation2;
    publicLiability: Accreditation3;
  };
  /**
   * How the site check judges the town and house-clearance area pages.
   */
  localPages?: {
    /**
     * Two pages of one template whose text is more alike than this (Jaccard similarity of 5-word runs, 0 to 1) get a warning from check: search engines treat near-copies as doorway pages. Default 0.6.
     */
    similarityThreshold?: number;
  };
  /**
   * Numbers the pages and forms work with.
   */
  constants: {
    cookieBannerDelayMs: number;
    formCooldownMs: number;
    minLength: {
      name: number;
      phone: number;
      location: number;
    };
    mobileBreakpointPx: number;
    blogPageSize: number;
    relatedArticles: number;
  };
}
/**
 * A picture on this site, and what it shows for people who cannot see it.
 */
export interface Image3 {
  /**
   * The picture's address on this site, under /images/.
   */
  src: string;
  /**
   * What the image shows, for people who cannot see it.
   */
  alt: string;
}
/**
 * This interface was referenced by `AllContent`'s JSON-Schema
 * via the `definition` "card".
 */
export interface Card1 {
  title: Heading;
  description: ShortText;
  icon: Icon;
}
/**
 * Companies House registration number (8 characters).
 */
export interface Accreditation {
  /**
   * A short label: a button, a link or a badge.
   */
  label: string;
  /**
   * The number or amount.
   */
  value: string;
  /**
   * Whether the value is a stand-in: the check before a release lists it.
   */
  placeholder?: boolean;
}
/**
 * Environment Agency waste carrier, broker and dealer registration (CBDU…).
 */
export interface Accreditation1 {
  /**
   * A short label: a button, a link or a badge.
   */
  label: string;
  /**
   * The number or amount.
   */
  value: string;
  /**
   * Whether the value is a stand-in: the check before a release lists it.
   */
  placeholder?: boolean;
}
/**
 * Information Commissioner's Office data protection registration.
 */
export interface Accreditation2 {
  /**
   * A short label: a button, a link or a badge.
   */
  label: string;
  /**
   * The number or amount.
   */
  value: string;
  /**
   * Whether the value is a stand-in: the check before a release lists it.
   */
  placeholder?: boolean;
}
/**
 * Public liability insurance cover, e.g. '£5 million'.
 */
export interface Accreditation3 {
  /**
   * A short label: a button, a link or a badge.
   */
  label: string;
  /**
   * The number or amount.
   */
  value: string;
  /**
   * Whether the value is a stand-in: the check before a release lists it.
   */
  placeholder?: boolean;
}
/**
 * The copy every area page shares (content/pages/town.yaml and house-clearance-area.yaml), the same on each page of its kind but for {area} and {region}. An area page's schema takes these fields by reference (defs.schema.json#/definitions/areaPage/properties/<field>) and defines only what its pages alone have.
 *
 * This interface was referenced by `AllContent`'s JSON-Schema
 * via the `definition` "areaPage".
 */
export interface AreaPage {
  /**
   * Title and description templates. Both must contain {area}.
   */
  seo?: Seo & {
    title: string;
    description: string;
  };
  /**
   * The page's main heading; must contain {area}.
   */
  heading?: AreaHeading & string;
  intro?: Intro;
  local?: Local;
  approach?: Approach;
  reasons?: Reasons;
  /**
   * The closing call to action: the shared banner with this heading and subtitle. Both are required here.
   */
  cta?: Cta & {
    heading: AreaHeading;
    subtitle: AreaShortText;
  };
}
