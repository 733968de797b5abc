// The catalogue of diagnostics: for each code its title, its severity, and the wording of its message and hint,
// as templates (message-template.ts) that the stage reporting the problem fills in. A code with more than one
// wording names each as a variant; a variant's missing message or hint is the code's own.
// Codes are permanent: tests, CI annotations and editors' docs refer to them. Never rename one; append new ones.
// Messages say what happened and why, in lower case and without "Error:"; hints say what to do.

export interface Wording {
  readonly message?: string;
  readonly hint?: string;
}

export interface Entry extends Wording {
  /** What the code means, in a few words: the reference in content/README.md lists it. */
  readonly title: string;
  /** Every code is an error unless it says otherwise. */
  readonly severity?: 'warning';
  /** What each name used in the templates stands for. */
  readonly params: Readonly<Record<string, string>>;
  readonly variants?: Readonly<Record<string, Wording>>;
}

/** The schema's description of the field, when it has one: the hint of most schema errors. */
const DESCRIPTION = '{#description}{description}{/description}';
const NEAR = '{#near}; did you mean "{near}"?{/near}';
const FIX_INDENT = 'Content never needs to nest this deeply:';
const HELD_TARGET = 'the redirect from "{from}" goes to "{to}", an article that is';
const ADD_REDIRECT =
  'a redirect to content/redirects.yaml so its visitors are not lost: - {{ from: {path}, to: {to} }}.';
const RETIRE =
  'If the page is gone on purpose and nothing replaces it, retire its address: npm run paths:update -- --retire {path}.';
const STILL_PUBLISHED = '"{path}" was published, but';
const EXAMPLE_EMAIL = 'the e-mail address {address} is a placeholder: {domain} addresses reach nobody';
const EXAMPLE_WEB = 'the web address {address} is a placeholder: {domain} is kept for examples';
const DRAMA_NUMBER =
  'the phone number {number} is a drama-range placeholder: Ofcom keeps it for fiction, so it rings nowhere';
const THIRD_PARTY =
  'If it is another organisation\'s, given on purpose, list it in site.yaml: thirdPartyContacts: - {{ name: …, contact: "{written}" }}.';
const LEDGER = 'published-paths.txt (the list of every address the site has published)';
const POSTING_CLOSES = 'the job posting closes';
const ENDING_HINT =
  'Add the council that takes over to content/councils.yaml and write its id here as successor; or, if the date has moved, correct ends.';
const NO_LONGER_GIVEN = 'search engines are no longer given it';
const ON_ANOTHER_HOST = 'or name a host that takes it in site.yaml: host: {others}';
/** The way out of each host limit, the same whether the site is near it or past it. */
const HOST_WAY_OUT = {
  files: `They are {breakdown}. Every page also publishes its share card, so each new page counts twice: publish fewer pages or pictures, ${ON_ANOTHER_HOST} (Cloudflare's paid plans take 100,000 files once PAGES_WRANGLER_MAJOR_VERSION=4 is set in the Pages project).`,
  folder: `They are {breakdown}. Split what fills it (a region's areas between two regions, say), ${ON_ANOTHER_HOST}.`,
  'file-size': `Make it smaller (a photo saved at the size it is shown, a PDF compressed) or publish it elsewhere and link to it, ${ON_ANOTHER_HOST}.`,
  'header-rules': `The rules are the generator's own (generator/emit/host/headers.ts): join rules that send the same headers, ${ON_ANOTHER_HOST}.`,
  'static-redirects': `A page under a wildcard redirect takes one too (the host redirects even where a page exists). Remove redirects nobody follows any more, send an old section with one wildcard (from: /old-section/*), ${ON_ANOTHER_HOST} (nginx and Vercel write redirects that share a shape as one rule).`,
  'dynamic-redirects': `Join wildcards that go to the same page into one, ${ON_ANOTHER_HOST}.`,
  routes: `Redirects that share a shape are one route each already. Remove redirects nobody follows any more, ${ON_ANOTHER_HOST}.`,
  'build-time': `The host's build also installs the packages and starts without .cache/, so it takes longer than a repeat run here. Build here or in CI and upload dist/ as it is, raise the host's limit where it allows that, ${ON_ANOTHER_HOST}.`,
} as const;
const HOST_LIMIT_PARAMS = {
  host: 'the host, as its maker names it',
  count: 'how many there would be',
  limit: "the host's limit",
  others: 'the hosts that take it, as site.yaml names them',
  breakdown: 'what the files are: pages, share cards, pictures, …',
  folder: 'the folder: dist/kent',
  file: "the file: public/… for the site's own, else dist/…",
  size: "the file's size",
  minutes: 'how long generate took, in minutes',
} as const;

/**
 * How check words a text's length limits, at the end of its too-short and too-long messages; the CMS states the
 * same limits before anything is written, in these words (lengthLimits in validate/schema-errors.ts).
 */
export const LENGTH_LIMITS = { min: 'it needs at least {limit}', max: 'the limit is {limit}' } as const;

export const CODES = {
  'io-error': {
    title: 'a file could not be read',
    params: { reason: 'what the operating system said' },
    message: 'the file could not be read: {reason}',
    hint: 'Check that the file exists and that you may open it, then run the check again.',
  },
  'missing-file': {
    title: 'a required content file does not exist',
    params: { file: 'the missing file, from the project folder' },
    message: '"{file}" does not exist',
    hint: 'Every site needs this file: restore it from git, or create it from content/README.md.',
  },
  'stray-file': {
    title: 'a file under content/ that no collection reads',
    params: {
      file: 'the file, from the project folder',
      advice: 'where such a file belongs, as the collections (collections.ts) say',
    },
    message: '"{file}" is not read by the generator',
    hint: '{advice}',
  },
  symlink: {
    title: 'content files must be real files, not links',
    params: { file: 'the link, from the project folder' },
    variants: {
      content: {
        message: '"{file}" is a symbolic link',
        hint: 'Replace the link with a copy of the file: content is only read from real files inside the project.',
      },
      site: { message: '"site.yaml" is a symbolic link', hint: 'Replace the link with the file itself.' },
    },
  },
  'file-too-large': {
    title: 'a file over the size limit',
    params: { size: 'the file size in MiB, one decimal', limit: 'the limit in MiB' },
    message: 'the file is {size} MiB; the limit is {limit} MiB',
    hint: 'Split it into smaller files; no content file needs to be this large.',
  },
  encoding: {
    title: 'a file that is not UTF-8',
    params: {},
    variants: {
      'utf-16': {
        message: 'the file is encoded as UTF-16 (or holds NUL bytes), not UTF-8',
        hint: 'Save the file as UTF-8: in VS Code, click the encoding in the status bar and choose "Save with Encoding" → UTF-8.',
      },
      'not-utf-8': {
        message: 'the file is not valid UTF-8 (it looks like Windows-1252 or Latin-1)',
        hint: 'Save the file as UTF-8; characters such as £, é and curly quotes are then read correctly.',
      },
    },
  },
  'empty-file': {
    title: 'a file with no content',
    params: {},
    message: 'the file is empty',
    hint: 'Add the content this file should hold, or delete the file.',
  },
  'yaml-syntax': {
    title: 'the YAML cannot be read',
    params: {
      reason: "the YAML parser's first line, lower-cased",
      quote: 'the quote mark never closed',
      example: 'the line as it would read with the quote closed',
    },
    variants: {
      parser: {
        message: 'the YAML cannot be read: {reason}',
        hint: 'Check the indentation, and that quotes and brackets are closed. Text containing ": " or starting with a special character (such as [ {{ & * ! | > % @) needs quotes.',
      },
      'unclosed-quote': {
        message: 'the YAML cannot be read: the quote mark {quote} here is never closed',
        hint: 'Add the closing {quote} where the text ends; until then everything after it is read as part of the text.{#example} For example: {example}{/example}',
      },
    },
  },
  'yaml-tab-indent': {
    title: 'tabs used for indentation',
    params: {},
    message: 'a tab is used for indentation',
    hint: 'Indent with spaces: YAML does not allow tabs for indentation. Most editors convert tabs to spaces with "Convert Indentation to Spaces".',
  },
  'yaml-duplicate-key': {
    title: 'the same key twice in one mapping',
    params: {},
    message: 'this key appears twice in the same mapping',
    hint: 'Remove one of the two entries, or rename one; YAML would otherwise silently keep only one of them.',
  },
  'yaml-anchor': {
    title: 'an anchor (&name), which content does not use',
    params: { anchor: 'the anchor as written: &name' },
    message: 'the anchor "{anchor}" is not allowed in content',
    hint: 'Remove the anchor and write each value out in full where it is needed.',
  },
  'yaml-alias': {
    title: 'an alias (*name), which content does not use',
    params: { alias: 'the name after the *' },
    message: 'the alias "*{alias}" is not allowed in content',
    hint: 'Write the value out in full. Aliases make content hard to follow and can be used to blow up the size of a file.',
  },
  'yaml-tag': {
    title: 'a tag such as !js/function',
    params: { tag: 'the tag as written' },
    message: 'the tag "{tag}" is not allowed in content',
    hint: 'Remove the tag: content is plain text, numbers, lists and mappings. Put the value in quotes if it should be text.',
  },
  'yaml-directive': {
    title: 'a %YAML or %TAG directive',
    params: {},
    message: 'a %YAML or %TAG directive is not allowed in content',
    hint: 'Delete the directive line (and the --- after it): content files are plain YAML.',
  },
  'yaml-multi-document': {
    title: 'more than one YAML document in a file',
    params: { count: 'how many documents the file holds' },
    message: 'the file holds {count} YAML documents; it must hold one',
    hint: 'Remove the "---" line and everything after it, or move that part into a file of its own.',
  },
  'nesting-too-deep': {
    title: 'data nested deeper than any content needs',
    params: {
      indent: 'the columns before the line\'s content: its spaces, and its "- " marks',
      limit: 'the deepest indentation or bracket nesting allowed',
    },
    variants: {
      indent: {
        message: 'this line is indented {indent} spaces; the limit is {limit}',
        hint: `${FIX_INDENT} check the indentation of this part of the file.`,
      },
      markers: {
        message:
          'the "- ", "? " or ": " marks at the start of this line nest it {indent} columns deep; the limit is {limit}',
        hint: `${FIX_INDENT} put each "- " item on a line of its own.`,
      },
      brackets: {
        message: 'brackets are nested more than {limit} deep',
        hint: `${FIX_INDENT} look for unclosed [ or {{ before this point.`,
      },
    },
  },
  'missing-field': {
    title: 'a required field is absent',
    params: {
      field: 'the missing field as editors see it: areas[3].slug',
      key: 'its key alone',
      description: "the schema's description of the field",
    },
    message: '"{field}" is missing',
    hint: 'Add "{key}:" here.{#description} {description}{/description}',
  },
  'unknown-field': {
    title: 'a field the schema does not know',
    params: {
      key: 'the key as written',
      near: 'the allowed key it most likely means',
      allowed: 'the keys allowed here, comma-separated',
    },
    message: `unknown field "{key}"${NEAR}`,
    hint: 'Fields allowed here: {allowed}.',
  },
  'wrong-type': {
    title: 'a value of the wrong kind',
    params: {
      field: 'the field as editors see it',
      expected: 'the kind it should be: text, a list…',
      found: 'the kind it is',
      description: "the schema's description of the field",
    },
    message: '"{field}" should be {expected}, not {found}',
    hint: DESCRIPTION,
  },
  'too-few-items': {
    title: 'a list with fewer entries than required',
    params: {
      field: 'the list as editors see it',
      count: 'its entries',
      limit: 'the fewest allowed',
      description: "the schema's description of the list",
    },
    message: '"{field}" has {count|entry|entries}; it needs at least {limit}',
    hint: DESCRIPTION,
  },
  'too-many-items': {
    title: 'a list with more entries than allowed',
    params: {
      field: 'the list as editors see it',
      count: 'its entries',
      limit: 'the most allowed',
      description: "the schema's description of the list",
    },
    message: '"{field}" has {count} entries; the most allowed is {limit}',
    hint: DESCRIPTION,
  },
  'too-long': {
    title: 'text over its length limit',
    params: { field: 'the field as editors see it', length: 'its length in characters', limit: 'the most allowed' },
    message: `"{field}" is {length} characters long; ${LENGTH_LIMITS.max}`,
    hint: 'Shorten the text.',
  },
  'too-short': {
    title: 'text under its minimum length',
    params: {
      field: 'the field as editors see it',
      length: 'its length in characters',
      limit: 'the fewest allowed',
      description: "the schema's description of the field",
    },
    message: `"{field}" is {length} characters long; ${LENGTH_LIMITS.min}`,
    hint: DESCRIPTION,
  },
  'slug-format': {
    title: 'a slug that is not lowercase words joined by hyphens',
    params: {
      value: 'the value as written, quoted',
      problem: 'what the schema\'s patternErrorMessage says after "This": is not a valid slug',
      rule: 'the rest of the patternErrorMessage: what a slug is',
      slug: 'the slug made from the value',
      field: 'the field as editors see it',
      description: "the schema's description of the field",
    },
    variants: {
      explained: { message: '{value} {problem}', hint: '{rule}{#slug} Try "{slug}".{/slug}' },
      unexplained: { message: '{value} is not a valid value for "{field}"', hint: DESCRIPTION },
    },
  },
  'invalid-format': {
    title: 'a value that does not have the required form',
    params: {
      value: 'the value as written, quoted',
      problem: 'what is wrong: the schema\'s patternErrorMessage after "This", or ajv\'s own words',
      rule: 'the rest of the patternErrorMessage: the form the value needs',
      district: 'the postcode district of the postcode written',
      field: 'the field as editors see it',
      description: "the schema's description of the field",
      reason: 'why the text is not a calendar date (dates.ts)',
      advice: 'how to write the date (dates.ts)',
      format: "the format's name: e-mail address, uri…",
      phone: 'the phone number as written',
    },
    variants: {
      explained: { message: '{value} {problem}', hint: '{rule}{#district} Here that is "{district}".{/district}' },
      unexplained: { message: '{value} is not a valid value for "{field}"', hint: DESCRIPTION },
      date: { message: '{value} is not a date: {reason}', hint: '{advice}' },
      format: { message: '{value} is not a valid {format}', hint: DESCRIPTION },
      phone: {
        message: '"{phone}" is not a UK phone number: no UK range has numbers of that length',
        hint: 'Write the number as you would dial it in the UK, digits only: 02079460418, 01614960000, 08001234567.',
      },
      'listed-phone': {
        message: '"{phone}" is not a UK phone number: no UK range has numbers of that length',
        hint: 'Write the number as the text gives it, as you would dial it in the UK: 0300 123 3393, 0161 496 0000.',
      },
      other: { message: '"{field}" {problem}', hint: DESCRIPTION },
    },
  },
  'invalid-value': {
    title: 'a value that is not one of the allowed values',
    params: {
      value: 'the value, quoted: as written, or the one allowed',
      field: 'the field as editors see it',
      near: 'the allowed value it most likely means',
      allowed: 'the values allowed, comma-separated',
      description: "the schema's description of the field",
    },
    variants: {
      'not-allowed': { message: `{value} is not allowed for "{field}"${NEAR}`, hint: 'Allowed values: {allowed}.' },
      'only-one': { message: '"{field}" must be {value}', hint: DESCRIPTION },
    },
  },
  'out-of-range': {
    title: 'a number outside its allowed range',
    params: {
      field: 'the field as editors see it',
      value: 'the number as written',
      range: 'the limit in words: at most 2, at least 0, less than 90',
      description: "the schema's description of the field",
    },
    message: '"{field}" is {value}; it must be {range}',
    hint: DESCRIPTION,
  },
  'duplicate-item': {
    title: 'a list that must not repeat an entry does',
    params: {
      field: 'the list as editors see it',
      first: 'the number of the first entry, from 1',
      second: 'the number of its repeat',
    },
    message: '"{field}" lists the same entry twice (entries {first} and {second})',
    hint: 'Remove the repeated entry.',
  },
  'slug-mismatch': {
    title: 'a slug that does not match its file name',
    params: { slug: 'the slug as written', name: 'the file name without .yaml' },
    message: 'the slug "{slug}" does not match the file name "{name}.yaml"',
    hint: 'Rename the file to "{slug}.yaml", or set slug: {name}.',
  },
  'duplicate-slug': {
    title: 'two entries with the same slug',
    params: {
      slug: 'the slug',
      count: 'how many entries have it',
      list: 'the list: areas, houseClearance.areas or councils',
      places: 'file:line of each, comma-separated (past ten: the first ten and how many more)',
    },
    message: 'the slug "{slug}" is used {count} times in {list}: {places}',
    variants: {
      area: { hint: 'Each area needs its own slug; two entries with one slug would produce the same page twice.' },
      council: {
        hint: 'Each council needs its own id, which areas name it by: give one of them another, or merge the two entries.',
      },
    },
  },
  'unknown-reference': {
    title: 'a slug that names nothing that exists',
    params: {
      slug: 'the slug as written',
      where: 'where such a slug is defined: a file in content/services/',
      near: 'the existing slug it most likely means',
      known: 'the existing slugs, comma-separated',
    },
    message: `"{slug}" is not {where}${NEAR}`,
    variants: {
      none: { hint: 'There are none yet: add one first.' },
      few: { hint: 'Known: {known}.' },
      many: { hint: 'Check the spelling against {where}.' },
    },
  },
  'broken-link': {
    title: 'a link to a page that does not exist',
    params: {
      href: 'the link as written',
      near: 'the page it most likely means',
      date: "the linked article's date, written out: 5 January 2027",
      fromScheduled: 'set when the link is in an article that is scheduled too, so it could wait as well',
    },
    variants: {
      'not-a-page': {
        message: `"{href}" is not a page of this site${NEAR}`,
        hint: 'Link to an existing page (npm run routes lists them all), or to a full https:// address.',
      },
      redirected: {
        message: '"{href}" is an old address that redirects',
        hint: 'Link to the page it redirects to instead, so visitors are not sent round a detour.',
      },
      draft: {
        message: '"{href}" links to an article that is a draft',
        hint: 'Drafts are not published, so the link would not reach it. Remove the link, or publish the article by removing its draft: true.',
      },
      scheduled: {
        message: '"{href}" links to an article that is scheduled for {date}',
        hint: 'Until {date} the link would not reach it. Remove it for now and add it back on or after that day{#fromScheduled}, or schedule this article for {date} or later{/fromScheduled}.',
      },
    },
  },
  'duplicate-path': {
    title: 'two pages produced at the same path',
    params: {
      path: 'the path',
      count: 'how many pages it is produced for',
      origins: 'file:line:col of each, joined by "and"',
    },
    message: '"{path}" is produced {count} times: {origins}',
    hint: 'Two pages cannot share an address: change the slug of one of them.',
  },
  'redirect-target-missing': {
    title: 'a redirect to a page that does not exist',
    params: {
      from: "the redirect's from",
      to: "the redirect's to",
      near: 'the page it most likely means',
      date: "the article's date, written out",
    },
    hint: 'Until the article is published the redirect would not reach it: point it at a live page for now.',
    variants: {
      'not-a-page': {
        message: `the redirect from "{from}" goes to "{to}", which is not a page${NEAR}`,
        hint: 'Point it at an existing page (npm run routes lists them all) or a full https:// address.',
      },
      draft: { message: `${HELD_TARGET} a draft` },
      scheduled: { message: `${HELD_TARGET} scheduled for {date}` },
    },
  },
  'redirect-loop': {
    title: 'redirects that lead back to where they started',
    params: { steps: 'the paths in turn, joined by →' },
    message: 'redirects loop: {steps}',
    hint: 'Point one of these rules at a real page to break the loop.',
  },
  'redirect-chain': {
    title: 'a redirect whose target is itself redirected',
    params: {
      from: "the redirect's from",
      to: "the redirect's to",
      steps: 'the paths in turn, joined by →',
      end: 'where the chain ends',
    },
    message: 'the redirect from "{from}" to "{to}" is redirected again: {steps}',
    hint: 'Replace it with one hop: {{ from: {from}, to: {end} }}, so visitors and search engines arrive in one step.',
  },
  'redirect-source-is-page': {
    title: 'a redirect from a path that is a live page',
    params: { from: "the redirect's from" },
    message: '"{from}" is a live page, so this redirect would hide it',
    hint: 'Remove the redirect, or remove the page it hides.',
  },
  'redirect-duplicate-source': {
    title: 'two redirects from the same path',
    params: {
      from: "the redirects' from",
      first: 'file:line:col of the first rule',
      second: 'file:line:col of this one',
    },
    message: '"{from}" is redirected twice: {first} and {second}',
    hint: 'Keep one of the two rules; hosts apply only the first.',
  },
  'unsafe-html': {
    title: 'article HTML that the allow-list removes',
    params: {
      element: 'the element name',
      allowed: 'the elements allowed, comma-separated',
      attribute: 'the attribute name',
      href: 'the link, cut to 60 characters',
      markup: 'the markup, cut to 60 characters',
    },
    hint: 'Articles may use h2, h3, p, ul, ol, li, strong, em, blockquote and <a href="…"> with a site path or an https:// address.',
    variants: {
      element: { message: 'the <{element}> element is not allowed in articles; allowed: {allowed}' },
      attribute: { message: 'the attribute "{attribute}" is not allowed on <{element}>' },
      link: {
        message: 'the link "{href}" is not allowed: use a site path such as /contact-details or an https:// address',
      },
      comment: { message: 'HTML comments (<!-- ... -->) are not allowed in articles; delete the comment' },
      markup: { message: '"{markup}" is not allowed in articles; delete it' },
    },
  },
  'page-disappeared': {
    title: 'a published page that no page or redirect serves any more',
    params: {
      path: 'the address in published-paths.txt',
      to: 'where to send its visitors: the page that most likely replaced it, or the page above it',
      file: "the article's file",
      date: "the article's date, written out",
    },
    variants: {
      draft: {
        message: `${STILL_PUBLISHED} the article is now a draft ({file}), so no page serves it`,
        hint: `Keep it published (remove draft: true), or add ${ADD_REDIRECT}`,
      },
      scheduled: {
        message: `${STILL_PUBLISHED} the article is now scheduled for {date} ({file}), so no page serves it`,
        hint: `Keep it published (give it back its earlier date), or add ${ADD_REDIRECT}`,
      },
      renamed: {
        message: `${STILL_PUBLISHED} no page or redirect serves it now; this page, {to}, looks like its new address`,
        hint: `Add ${ADD_REDIRECT} ${RETIRE}`,
      },
      gone: { message: `${STILL_PUBLISHED} no page or redirect serves it now`, hint: `Add ${ADD_REDIRECT} ${RETIRE}` },
    },
  },
  'outside-uk': {
    title: 'a location that does not lie in the United Kingdom',
    params: { name: "the area's name", latitude: 'the latitude as written', longitude: 'the longitude as written' },
    message: 'the location of {name} ({latitude}, {longitude}) is not in the United Kingdom',
    variants: {
      swapped: { hint: 'Latitude and longitude look swapped: latitude is the larger number here (about 50 to 60).' },
      elsewhere: {
        hint: "Copy the latitude and longitude of the place's centre from a map, in decimal degrees (west of Greenwich is negative).",
      },
    },
  },
  'image-missing': {
    title: 'a picture whose file does not exist',
    params: { src: 'the picture path as written: /images/…' },
    message: 'there is no picture at {src}',
    hint: 'Put the file at public{src}, or correct the path (file names are lowercase, with hyphens).',
  },
  'image-unreadable': {
    title: 'a picture file that is not a readable JPEG, PNG or WebP image',
    params: { src: 'the picture path as written', reason: 'what the image library said' },
    hint: 'Export it again as JPEG (photos) or PNG, and replace the file.',
    variants: {
      header: { message: 'the picture {src} cannot be read as a JPEG, PNG or WebP image' },
      decoding: { message: 'the picture {src} cannot be read: {reason}' },
    },
  },
  'image-too-small': {
    title: 'a photo narrower than the page shows it',
    params: {
      src: 'the picture path as written',
      width: "the file's width in pixels, upright",
      shown: 'the widest the page shows it, in pixels',
    },
    message: 'the picture {src} is {width} pixels wide, but the page shows it {shown} pixels wide',
    hint: 'Use a larger original, at least {shown} pixels wide: a photo straight off a phone is.',
  },
  'image-alt-empty': {
    title: 'a picture with no alternative text',
    params: { src: 'the picture path as written' },
    message: 'the picture {src} has no alternative text',
    hint: 'Say in a few words what it shows, for people who cannot see it.',
  },
  'no-local-copy': {
    title: 'an area page with nothing local to say yet',
    severity: 'warning',
    params: {
      name: "the area's name",
      path: "the area's page",
      kind: 'the kind of page: town or house-clearance area',
    },
    message: '{name} has no local copy yet: {path} says only what every {kind} page says',
    hint: 'Add intro (a few paragraphs about the place), postcodes, council and location to this entry; content/README.md shows how.',
  },
  'similar-pages': {
    title: 'two pages of one template that are near-copies of each other',
    severity: 'warning',
    params: {
      path: 'the page warned about',
      name: "its area's name",
      percent: 'how alike, in per cent',
      limit: 'the similarity threshold, in per cent',
      kind: 'the kind of page: town or house-clearance area',
      other: 'the page it is most alike',
      otherName: "that page's area name",
      otherAt: "file:line of that page's area",
      others: 'how many more pages it is too alike, beyond that one',
    },
    variants: {
      'alike-all': {
        message: '{path} is at least {percent}% alike every other {kind} page; the limit is {limit}%',
        hint: "The copy every {kind} page shares outweighs {name}'s own: give it a longer intro and local questions here.",
      },
      pair: {
        message:
          '{path} is {percent}% alike {other}{#others} (and {others|other page|other pages}){/others}; the limit is {limit}%',
        hint: "Make {name}'s local copy its own (intro, postcodes, council, FAQs) here, or {otherName}'s at {otherAt}.",
      },
    },
  },
  'unknown-token': {
    title: 'a {token} that is not filled in here, so it would be published as it stands',
    params: {
      name: 'the token as written, without braces',
      near: 'the token it most likely means',
      tokens: 'the tokens allowed here, in braces, comma-separated',
    },
    variants: {
      'not-here': {
        message:
          '{{{name}}} is filled in only on town and house-clearance pages, so here it would be published as "{{{name}}}"',
        hint: 'Write the name itself here, or use one of {tokens}.',
      },
      unknown: {
        message: '{{{name}}} is not a token{#near}; did you mean {{{near}}}?{/near}',
        hint: 'Tokens are filled in when the site is built: {tokens}. Anything else in braces would be published as it stands.',
      },
    },
  },
  'typed-contact': {
    title: 'a phone number or e-mail address typed into copy instead of {phone} or {email}',
    severity: 'warning',
    params: { written: 'the number or address as typed' },
    variants: {
      phone: {
        message: 'the phone number "{written}" is typed into the text',
        hint: `Write {{phone}} instead: it is filled in with the company's number, and changes everywhere when the number does. ${THIRD_PARTY}`,
      },
      email: {
        message: 'the e-mail address "{written}" is typed into the text',
        hint: `Write {{email}} instead: it is filled in with the company's address, and changes everywhere when the address does. ${THIRD_PARTY}`,
      },
    },
  },
  'yaml-list-item-indent': {
    title: 'a list item indented too far, which YAML joins to the text above it',
    params: {
      joined: 'the two lines as YAML joins them, quoted and cut short',
      column: 'the column of the list\'s "-", when the item is in a list',
    },
    message: 'this looks like a list item indented too far: YAML joins it to the line above, making {joined}',
    hint: 'To make it an item of its own, start its "-" {^column}under the "-" of the items above it{/column}{#column}in column {column}, under the "-" of the item above{/column}. If the dash belongs to the text, put the whole text in double quotes.',
  },
  'yaml-colon-in-text': {
    title: 'text with ": " in it that is not in quotes',
    params: {
      curly: 'set when the text was wrapped in curly quotes',
      fixed: 'the line with the text in double quotes',
    },
    message: 'this text has a colon in it that YAML reads as the start of another field',
    hint: 'Put the whole text in double quotes{#curly} (straight ones, in place of the curly ones){/curly}: {fixed}',
  },
  'yaml-curly-quotes': {
    title: 'text wrapped in curly quotes, pasted from a word processor',
    params: {
      marks: 'the opening and closing marks, with a space between',
      straight: 'the line with straight quotes instead',
      kept: 'the line with straight quotes around the curly ones',
    },
    message:
      'this text is wrapped in curly quotes {marks}, which YAML does not read as quotes, so they would appear on the page',
    hint: 'Use straight quotes: {straight} — or, to show the curly quotes on the page, put straight ones around them: {kept}',
  },
  'date-order': {
    title: 'an end date before its start date',
    params: { closes: 'validThrough, written out', posted: 'datePosted, written out' },
    message: 'validThrough ({closes}) is before datePosted ({posted})',
    hint: 'A posting closes on or after the day it was posted: check both dates.',
  },
  'job-posting-expiring': {
    title: 'the job posting closes within 30 days',
    severity: 'warning',
    params: { closes: 'validThrough, written out', days: 'the days left' },
    hint: 'If the role stays open, move validThrough to its new last day (and datePosted to the day you re-advertise).',
    variants: {
      today: { message: `${POSTING_CLOSES} today, on {closes}; after that ${NO_LONGER_GIVEN}` },
      tomorrow: { message: `${POSTING_CLOSES} tomorrow, on {closes}; after that ${NO_LONGER_GIVEN}` },
      later: { message: `${POSTING_CLOSES} in {days} days, on {closes}; after that ${NO_LONGER_GIVEN}` },
    },
  },
  'job-posting-expired': {
    title: 'the job posting has closed, so search engines are no longer given it',
    severity: 'warning',
    params: { closes: 'validThrough, written out' },
    message: `the job posting closed on {closes}, so ${NO_LONGER_GIVEN}`,
    hint: 'If the role is still open, set validThrough to its new last day and datePosted to the day you re-advertise. If it has closed, update the careers page, which still shows the advert.',
  },
  placeholder: {
    title: 'a stand-in still in the content, which must be replaced before publishing (check --release)',
    params: {
      address: 'the address as written',
      domain: 'its example domain: example.com, .net or .org',
      number: 'the number, spaced',
      author: "the testimonial's author",
      page: "the legal page's heading",
      id: "the id's name, as the e-mail service names it",
      value: 'the value as written',
      dashboard: "the page of the e-mail service's dashboard that shows it",
      count: 'the number of reviews',
      label: "the accreditation's label",
    },
    variants: {
      'site-email': { message: EXAMPLE_EMAIL, hint: "Put the company's real e-mail address here." },
      email: {
        message: EXAMPLE_EMAIL,
        hint: "Write the company's real address, or {{email}}, which fills in site.yaml's.",
      },
      'site-url': {
        message: EXAMPLE_WEB,
        hint: "Put the site's real address here (https://, no www); a preview build sets SITE_URL instead.",
      },
      'web-address': { message: EXAMPLE_WEB, hint: 'Link to the real address.' },
      'site-phone': { message: DRAMA_NUMBER, hint: "Put the company's real number here, digits only." },
      phone: {
        message: DRAMA_NUMBER,
        hint: "Write the company's real number, or {{phone}}, which fills in site.yaml's.",
      },
      testimonial: {
        message: "the testimonial from {author} is illustrative: sample words, not a client's",
        hint: "Replace the quote with a real client's words, given with their consent (initials only), then delete illustrative: true.",
      },
      legal: {
        message: 'the {page} is placeholder text awaiting legal review',
        hint: 'Have a qualified adviser review the text, update lastUpdated, then delete reviewNote.',
      },
      'email-service': {
        message: `the e-mail service's {id} "{value}" is a placeholder, so the contact form cannot send`,
        hint: "Copy the {id} from the e-mail service's dashboard (in EmailJS: {dashboard}).",
      },
      rating: {
        message:
          'the rating {value} from {count} reviews is not verified: a placeholder, hidden from visitors and search engines',
        hint: 'Put the real figures from a review platform visitors can check, with verified: true and its source; or delete rating while there are no such reviews.',
      },
      accreditation: {
        message: '"{label}: {value}" is a placeholder',
        hint: 'Put the real value in, then delete placeholder: true. It shows in the footer of every page and on the about page.',
      },
    },
  },
  'own-contact-listed': {
    title: "the company's own phone number or e-mail address listed as another organisation's (thirdPartyContacts)",
    params: { written: 'the number or address as listed', name: 'the name the entry gives' },
    variants: {
      phone: {
        message: '"{written}", listed for {name}, is the company\'s own phone number (site.yaml\'s phone)',
        hint: "The list is for other organisations' numbers only: delete this entry, and write {{phone}} wherever the text gives the company's number: it is filled in from site.yaml, so it is never mistyped.",
      },
      email: {
        message: '"{written}", listed for {name}, is the company\'s own e-mail address (site.yaml\'s email)',
        hint: "The list is for other organisations' addresses only: delete this entry, and write {{email}} wherever the text gives the company's address: it is filled in from site.yaml, so it is never mistyped.",
      },
    },
  },
  'unrecorded-address': {
    title: 'a page or redirect whose address is not yet in published-paths.txt, so nothing protects it yet',
    severity: 'warning',
    params: { path: 'the address' },
    variants: {
      page: { message: `{path} is a new page, not yet in ${LEDGER}` },
      redirect: { message: `the redirect from {path} is new, and that address is not yet in ${LEDGER}` },
    },
    hint: 'Run npm run paths:update (npm run generate does it too) and commit published-paths.txt with this change. Once the address is listed, check makes sure it keeps working: if the page is later renamed or removed, check asks for a redirect.',
  },
  'council-succession': {
    title: "a council's successor that cannot be followed",
    params: {
      name: "the council's name",
      chain: 'the ids of the loop in order, back to the first: a → b → a',
      successor: 'the successor id as written',
    },
    variants: {
      loop: {
        message: 'the successors of {name} lead back to it: {chain}',
        hint: 'A successor is the council that takes over after the last day: correct successor here or in the councils the loop names.',
      },
      'no-end': {
        message: '{name} names a successor ({successor}) but no last day, so its areas never reach it',
        hint: 'Add ends: the last day {name} is in office, as YYYY-MM-DD; its areas name {successor} from the next day.',
      },
    },
  },
  'council-ending': {
    title: 'a council that areas name ends soon, or has ended, with no successor',
    severity: 'warning',
    params: {
      name: "the council's name",
      ends: 'its last day, written out',
      days: 'the days left',
      areas: 'the areas whose pages name it, comma-separated',
    },
    variants: {
      soon: {
        message:
          '{name} ends on {ends}, in {days|day|days}, and names no successor: the pages of {areas} will go on naming it',
        hint: ENDING_HINT,
      },
      today: {
        message: '{name} ends today, on {ends}, and names no successor: the pages of {areas} will go on naming it',
        hint: ENDING_HINT,
      },
      ended: {
        message: '{name} ended on {ends} and names no successor, so the pages of {areas} still name it',
        hint: 'Add the council that took over to content/councils.yaml and write its id here as successor.',
      },
    },
  },
  'same-place': {
    title: 'a place with a town and a house-clearance entry whose council, postcodes or location are given twice',
    params: {
      name: "the place's name",
      town: "the town entry's slug",
      field: 'the field given twice: council, postcodes or location',
      differences: 'what differs, semicolon-separated',
      townAt: 'file:line of the town entry',
      clearanceAt: 'file:line of the house-clearance entry',
    },
    variants: {
      'beside-same-as': {
        message:
          "{name}'s house-clearance entry takes its council, postcodes and location from its town entry (sameAs: {town}), so {field} here is a second set of facts",
        hint: 'Remove {field} here; to change it, change the town entry at {townAt}.',
      },
      differ: {
        message: "{name}'s town and house-clearance entries disagree: {differences}",
        hint: 'Give the facts once: keep the right council, postcodes and location in the town entry ({townAt}) and write sameAs: {town} in their place in the house-clearance entry ({clearanceAt}).',
      },
      'on-town': {
        message:
          "sameAs belongs to house-clearance entries: {name}'s town entry gives its own council, postcodes and location",
        hint: 'Remove sameAs here.',
      },
    },
  },
  'former-council-named': {
    title: 'local copy that names a council which has ended',
    severity: 'warning',
    params: {
      name: "the ended council's name",
      ends: 'its last day, written out',
      now: 'the council in office after it today, if the list names one',
    },
    message: 'this copy names {name}, which ended on {ends}{#now}; {now} has taken over{/now}',
    hint: "Copy is published as written: name the council in office, or the place without its council. The page's council line already shows the council in office.",
  },
  'old-content-shape': {
    title: 'content written before a change of the content model, which npm run migrate brings up to date',
    params: {
      day: 'the day the content model changed, written out',
      before: 'what content from before that day looks like',
      change: "the change's name, as npm run migrate lists it: councils as ids",
    },
    message: 'this is content as it was written before {day}: {before}',
    hint: 'The content model changed on {day} ({change}), so content from before it, such as a branch made earlier, needs bringing up to date. Run npm run migrate: it rewrites only the content files that need it, keeping their comments and layout; then run the check again.',
  },
  'host-limit': {
    title: 'over a limit of the host site.yaml names, which would refuse the deployment or ignore what is past it',
    params: HOST_LIMIT_PARAMS,
    variants: {
      files: {
        message: 'the site would publish {count} files, and {host} takes at most {limit} in one deployment',
        hint: HOST_WAY_OUT.files,
      },
      folder: {
        message: '{folder}/ would hold {count} files, and {host} takes at most {limit} in one folder',
        hint: HOST_WAY_OUT.folder,
      },
      'file-size': {
        message: '{file} is {size}, and {host} takes files of at most {limit}',
        hint: HOST_WAY_OUT['file-size'],
      },
      'header-rules': {
        message: '_headers would hold {count} rules, and {host} reads at most {limit}',
        hint: HOST_WAY_OUT['header-rules'],
      },
      'static-redirects': {
        message:
          '_redirects would hold {count} redirects without a wildcard, and {host} reads at most {limit}: it would ignore this one and every one after it',
        hint: HOST_WAY_OUT['static-redirects'],
      },
      'dynamic-redirects': {
        message:
          '_redirects would hold {count} wildcard redirects, and {host} reads at most {limit}: it would ignore this one and every one after it',
        hint: HOST_WAY_OUT['dynamic-redirects'],
      },
      routes: {
        message:
          'vercel.json would hold {count} routes (its redirects and header rules), and {host} takes at most {limit} in one deployment',
        hint: HOST_WAY_OUT.routes,
      },
      'build-time': {
        message: 'generate took {minutes} on this machine, and {host} stops a build after {limit}',
        hint: HOST_WAY_OUT['build-time'],
      },
    },
  },
  'host-limit-near': {
    title: 'close to a limit of the host site.yaml names (80 % of it or more)',
    severity: 'warning',
    params: HOST_LIMIT_PARAMS,
    variants: {
      files: {
        message: 'the site would publish {count} files, close to the {limit} {host} takes in one deployment',
        hint: HOST_WAY_OUT.files,
      },
      folder: {
        message: '{folder}/ would hold {count} files, close to the {limit} {host} takes in one folder',
        hint: HOST_WAY_OUT.folder,
      },
      'file-size': {
        message: '{file} is {size}, close to the {limit} {host} takes in one file',
        hint: HOST_WAY_OUT['file-size'],
      },
      'header-rules': {
        message: '_headers would hold {count} rules, close to the {limit} {host} reads',
        hint: HOST_WAY_OUT['header-rules'],
      },
      'static-redirects': {
        message: '_redirects would hold {count} redirects without a wildcard, close to the {limit} {host} reads',
        hint: HOST_WAY_OUT['static-redirects'],
      },
      'dynamic-redirects': {
        message: '_redirects would hold {count} wildcard redirects, close to the {limit} {host} reads',
        hint: HOST_WAY_OUT['dynamic-redirects'],
      },
      routes: {
        message:
          'vercel.json would hold {count} routes (its redirects and header rules), close to the {limit} {host} takes in one deployment',
        hint: HOST_WAY_OUT.routes,
      },
      'build-time': {
        message: 'generate took {minutes} on this machine, close to the {limit} after which {host} stops a build',
        hint: HOST_WAY_OUT['build-time'],
      },
    },
  },
} as const satisfies Record<string, Entry>;
