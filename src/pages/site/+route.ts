// Every address is this one page, and onRenderHtml finds its route in the route table. In development the host
// routing (generator/dev/host-routing.ts) has already answered redirects and unknown addresses, as the host would,
// before Vike routes a request; while the content has problems every address shows them.
export default '/*';
