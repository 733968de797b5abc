// Type-level tests of the page table, the route type and the template registry. Nothing runs here: `tsc --noEmit`
// (the first step of npm test) checks this file, and fails on a line marked @ts-expect-error that is no error.
import type { PAGES, PageTable } from '../../generator/model/one-off-pages.ts';
import type { CollectionRoute, Origin, PageRouteOf, Route, RouteSeo } from '../../generator/model/types/route.ts';
import { href } from '../../generator/model/urls.ts';
import { Home } from '../../src/templates/Home.tsx';
import { Legal } from '../../src/templates/Legal.tsx';
import type { Registry } from '../../src/templates/types.ts';

declare const seo: RouteSeo;
declare const origin: Origin;

// A one-off page's route is its row's: /about, rendered by the about template, given the about page.
({ path: '/about', template: 'about', props: { page: 'about' }, seo, origin }) satisfies Route;
// @ts-expect-error the home template does not render /about
({ path: '/about', template: 'home', props: { page: 'about' }, seo, origin }) satisfies Route;
// @ts-expect-error nor the home page at /about
({ path: '/about', template: 'home', props: { page: 'home' }, seo, origin }) satisfies Route;
// @ts-expect-error the about page lives at /about only
({ path: '/', template: 'about', props: { page: 'about' }, seo, origin }) satisfies Route;
// Pages that share a schema share a template.
({ path: '/terms', template: 'legal', props: { page: 'terms' }, seo, origin }) satisfies Route;

// The registry as it is: every component renders every route the table gives its template.
Home satisfies Registry<Route>['home'];
Legal satisfies Registry<Route>['legal'];

// A table that gives /about to the home template: no component can render it, so the registry does not compile.
type Miswired = Omit<typeof PAGES, 'about'> & { about: { schema: 'page-about'; path: '/about'; template: 'home' } };
// @ts-expect-error the home template renders page-home files; the about page's file is page-about
Home satisfies Registry<PageRouteOf<Miswired> | CollectionRoute>['home'];

// A row names a page schema, and a copy-only row has no address.
({ about: { schema: 'page-about', path: '/about', template: 'about' } }) satisfies PageTable;
// @ts-expect-error a service file is no page file
({ about: { schema: 'service', path: '/about', template: 'about' } }) satisfies PageTable;
href.page('contact') satisfies '/contact-details';
// @ts-expect-error town.yaml words the town pages and has no page of its own
href.page('town');
