// Content text with its tokens filled: {phone}, {email}, {company}, and per page {area} and {region}.
import { fill, type Tokens } from '../generator/model/tokens.ts';
import type { SiteData } from './site-data.ts';

export type Fill = (text: string) => string;

export function filler(data: SiteData, extra: Tokens = {}): Fill {
  const tokens = { ...data.tokens, ...extra };
  return (text) => fill(text, tokens);
}
