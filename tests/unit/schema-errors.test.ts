import { describe, expect, it } from 'vitest';
import { fieldName, slugify, suggest } from '../../generator/schema-errors.ts';

describe('schema error wording', () => {
  it('writes JSON pointers the way editors think of fields', () => {
    expect(fieldName('/areas/3/slug')).toBe('areas[3].slug');
    expect(fieldName('', 'headline')).toBe('headline');
    expect(fieldName('/a~1b/0')).toBe('a/b[0]');
    expect(fieldName('')).toBe('the file');
  });
  it('suggests only close matches', () => {
    expect(suggest('sulg', ['slug', 'name'])).toBe('slug');
    expect(suggest('headlien', ['headline', 'introText'])).toBe('headline');
    expect(suggest('zzzzzz', ['slug', 'name'])).toBeUndefined();
    expect(suggest('x', [])).toBeUndefined();
  });
  it('turns a place name into a valid slug', () => {
    expect(slugify('Whit Stable')).toBe('whit-stable');
    expect(slugify('Bexhill-on-Sea')).toBe('bexhill-on-sea');
    expect(slugify('Hôve ')).toBe('hove');
    expect(slugify('../etc/passwd')).toBe('etc-passwd');
    expect(slugify('a'.repeat(70))).toHaveLength(60);
  });
});
