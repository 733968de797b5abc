// /marketing-assets: logo downloads for partners and the press (spec §2 Marketing assets). The files themselves
// are static, under public/marketing/.
import { Hero, Img } from '../components/Blocks.tsx';
import { CallCard } from '../components/Contact.tsx';
import { Copy } from '../components/Copy.tsx';
import { Icon } from '../components/Icon.tsx';
import { Section } from '../components/Section.tsx';
import { filler } from '../text.ts';
import type { PageArgs } from './types.ts';

export function MarketingAssets({ route, data }: PageArgs<'page-marketing-assets'>) {
  const page = data.pages[route.props.page];
  const fill = filler(data);
  const { preview, logoPackage, customAssets } = page;
  return (
    <>
      <p className="container assets-back">
        <a href={page.backLink.href}>
          <span aria-hidden="true">← </span>
          {fill(page.backLink.label)}
        </a>
      </p>
      <Hero aside={<CallCard data={data} />} heading={fill(page.heading)} text={fill(page.intro)} />
      <Section id="logo-preview" title={fill(preview.heading)}>
        <div className="assets-preview">
          <div className="assets-preview__frame">
            {/* The logo's viewBox is 40 by 40; shown larger, it keeps its square shape. */}
            <Img image={{ src: preview.image.src, alt: fill(preview.image.alt) }} width={160} height={160} eager />
          </div>
          <p>
            <Copy text={fill(preview.text)} />
          </p>
        </div>
      </Section>
      <Section id="logo-package" title={fill(logoPackage.heading)} tone="soft">
        <div className="card assets-package">
          <p>
            <Copy text={fill(logoPackage.text)} />
          </p>
          <ul className="assets-downloads">
            {logoPackage.downloads.map((file) => (
              <li key={file.path}>
                <a className="assets-download" href={file.path} download>
                  <Icon name="document" />
                  <span className="assets-download__text">
                    <span className="assets-download__name">{fill(file.name)}</span>{' '}
                    <span className="assets-download__description">{fill(file.description)}</span>
                  </span>{' '}
                  <span className="assets-download__type">{file.fileType}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </Section>
      <Section id="custom-assets" title={fill(customAssets.heading)}>
        <p className="lead">
          <Copy text={fill(customAssets.text)} />
        </p>
        <div className="actions">
          <a className="button" href={customAssets.link.href}>
            {fill(customAssets.link.label)}
          </a>
        </div>
      </Section>
    </>
  );
}
