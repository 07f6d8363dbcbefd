import { describe, expect, it } from 'vitest';
import { capSegment, capUrl, MAX_SEGMENT_BYTES, slugify } from './slugify.js';

const bytes = (s: string) => new TextEncoder().encode(s).length;
const paragraph = slugify(
  'Create a new plant record in the garden catalogue, including its botanical name, the bed it grows in, its watering schedule and the date it was planted, then notify every subscriber',
);

describe('capSegment', () => {
  it('leaves segments up to the limit alone', () => {
    expect(capSegment('get-plants')).toBe('get-plants');
    const exact = 'a'.repeat(MAX_SEGMENT_BYTES);
    expect(capSegment(exact)).toBe(exact);
  });

  it('cuts a long slug at a word boundary and appends a stable hash of the whole slug', () => {
    const capped = capSegment(paragraph);
    expect(bytes(capped)).toBeLessThanOrEqual(MAX_SEGMENT_BYTES);
    expect(capped).toMatch(/^create-a-new-plant-record-in-the-garden-catalogue-[a-z-]+-[0-9a-f]{8}$/);
    // Cut at a `-`: the part before the hash is a prefix of whole words.
    const prefix = capped.replace(/-[0-9a-f]{8}$/, '');
    expect(paragraph.startsWith(`${prefix}-`)).toBe(true);
    expect(capSegment(paragraph)).toBe(capped);
    expect(capSegment(capped)).toBe(capped);
  });

  it('keeps slugs that differ only after the cut apart', () => {
    expect(capSegment(`${paragraph}-a`)).not.toBe(capSegment(`${paragraph}-b`));
  });

  it('counts bytes, not characters, and never splits a character', () => {
    const chinese = '建立一筆新的植物紀錄包含植物學名稱種植的苗床澆水時間表以及種植日期並通知每一位訂閱者讓儀表板行動應用程式與每週電子報都能立即顯示'; // 60 characters, 180 bytes
    const capped = capSegment(chinese);
    expect(bytes(capped)).toBeLessThanOrEqual(MAX_SEGMENT_BYTES);
    expect(chinese.startsWith(capped.replace(/-[0-9a-f]{8}$/, ''))).toBe(true);
  });

  it('cuts inside one very long word rather than at an early boundary', () => {
    const capped = capSegment(`ab-${'x'.repeat(300)}`);
    expect(capped.length).toBeGreaterThan(80);
    expect(bytes(capped)).toBeLessThanOrEqual(MAX_SEGMENT_BYTES);
  });
});

describe('capUrl', () => {
  it('shortens only the segments that are too long', () => {
    const url = capUrl(`/api-reference/plants/${paragraph}`);
    expect(url.startsWith('/api-reference/plants/create-a-new-plant')).toBe(true);
    expect(url.split('/').every((s) => bytes(s) <= MAX_SEGMENT_BYTES)).toBe(true);
    expect(capUrl('/api-reference/plants/list-plants')).toBe('/api-reference/plants/list-plants');
  });
});
