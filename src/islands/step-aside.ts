// The floating contact button steps aside while a form (its fields, its button, its notices) is on screen, so
// it never covers them; the header's call link stays. Forms' islands call this when they start: their code
// loads only as they near the viewport, so this costs nothing before.
const onScreen = new Set<Element>();
let observer: IntersectionObserver | undefined;

export function stepAside(element: Element): void {
  const floating = document.querySelector('.floating-contact');
  if (!floating || floating.contains(element) || !('IntersectionObserver' in window)) return;
  observer ??= new IntersectionObserver((entries) => {
    for (const entry of entries) onScreen[entry.isIntersecting ? 'add' : 'delete'](entry.target);
    floating.classList.toggle('floating-contact--away', onScreen.size > 0);
  });
  observer.observe(element);
}
