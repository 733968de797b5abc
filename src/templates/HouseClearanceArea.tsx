// /<region>/house-clearance-<area>: an area page (AreaPage.tsx) whose services are what a clearance includes,
// as points, and whose reasons lead on to the house-clearance service page.
import { Points } from '../components/Blocks.tsx';
import { AreaPage } from './AreaPage.tsx';
import type { TemplateArgs } from './types.ts';

export function HouseClearanceArea({ route, data }: TemplateArgs<'house-clearance-area'>) {
  const copy = data.pages['house-clearance-area'];
  return (
    <AreaPage
      data={data}
      props={route.props}
      copy={copy}
      kind="clearance"
      services={(fill) => <Points points={copy.services.items} fill={fill} />}
      onward={(fill) => (
        <p className="service-link">
          <a className="button button--secondary" href={copy.serviceLink.href}>
            {fill(copy.serviceLink.label)}
          </a>
        </p>
      )}
      contactFirst={false}
    />
  );
}
