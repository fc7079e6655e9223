import { describe, expect, it } from 'vitest';
import { chooseCharset, decodeText, resolveCharsetLabel } from './charset.js';
import { charsetFromContent, prescanMetaCharset } from './meta-prescan.js';

const known = (label: string): boolean => resolveCharsetLabel(label) !== undefined;
const prescan = (html: string): string | undefined => prescanMetaCharset(Buffer.from(html, 'latin1'), known);

describe('resolveCharsetLabel (WHATWG label table via TextDecoder)', () => {
  it.each([
    ['utf8', 'utf-8'],
    ['ISO-8859-1', 'windows-1252'],
    ['latin1', 'windows-1252'],
    ['us-ascii', 'windows-1252'],
    ['x-sjis', 'shift_jis'],
    ['Shift_JIS', 'shift_jis'],
    ['gb2312', 'gbk'],
    ['ks_c_5601-1987', 'euc-kr'],
    ['cp1251', 'windows-1251'],
    [' iso-8859-2 ', 'iso-8859-2'],
  ])('%s → %s', (label, name) => {
    expect(resolveCharsetLabel(label)).toBe(name);
  });

  it.each(['bogus', 'x-user-defined', 'iso-2022-kr', 'utf-32', ''])('%s is unknown', (label) => {
    expect(resolveCharsetLabel(label)).toBeUndefined();
  });
});

describe('prescanMetaCharset', () => {
  it('finds <meta charset> in its forms', () => {
    expect(prescan('<!doctype html><meta charset="shift_jis">')).toBe('shift_jis');
    expect(prescan("<META CHARSET='EUC-JP'>")).toBe('EUC-JP');
    expect(prescan('<meta charset=koi8-r>')).toBe('koi8-r');
    expect(prescan('<meta charset = "gbk" >')).toBe('gbk');
  });

  it('needs http-equiv=content-type for a charset in content', () => {
    expect(prescan('<meta http-equiv="Content-Type" content="text/html; charset=euc-kr">')).toBe('euc-kr');
    expect(prescan('<meta content="text/html; charset=euc-kr" http-equiv="content-type">')).toBe('euc-kr');
    expect(prescan('<meta content="text/html; charset=euc-kr">')).toBeUndefined();
  });

  it('skips comments, other tags and attribute values that look like meta', () => {
    expect(prescan('<!-- <meta charset="big5"> --><meta charset="utf-8">')).toBe('utf-8');
    expect(prescan('<div title=\'<meta charset="big5">\'></div><meta charset="windows-1251">')).toBe('windows-1251');
    expect(prescan('<script>var a = 1 < 2;</script><meta charset="iso-8859-2">')).toBe('iso-8859-2');
  });

  it('continues past an unknown label; the first attribute of a name wins', () => {
    expect(prescan('<meta charset="klingon"><meta charset="euc-jp">')).toBe('euc-jp');
    expect(prescan('<meta charset="gbk" charset="big5">')).toBe('gbk');
  });

  it('gives nothing without a declaration', () => {
    expect(prescan('<!doctype html><title>x</title><p>hello</p>')).toBeUndefined();
  });
});

describe('charsetFromContent', () => {
  it.each([
    ['text/html; charset=utf-8', 'utf-8'],
    ['text/html;charset="Shift_JIS"', 'Shift_JIS'],
    ["text/html; CHARSET = 'gbk'", 'gbk'],
    ['text/html', undefined],
    ['text/html; charset="unterminated', undefined],
  ])('%s → %s', (content, label) => {
    expect(charsetFromContent(content)).toBe(label);
  });
});

describe('chooseCharset priority', () => {
  const sjis = Buffer.from([0x82, 0xa0]); // "あ" in Shift_JIS, not valid UTF-8
  it('BOM beats the header', () => {
    const bytes = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('héllo')]);
    expect(chooseCharset(bytes, 'windows-1252')).toEqual({ name: 'utf-8', source: 'bom' });
    expect(decodeText(bytes, { name: 'utf-8', source: 'bom' })).toBe('héllo');
    expect(chooseCharset(Buffer.from([0xfe, 0xff, 0, 0x41]), undefined)).toEqual({ name: 'utf-16be', source: 'bom' });
  });

  it('the header beats <meta>; an unknown header label falls through to <meta>', () => {
    const html = Buffer.from('<meta charset="euc-jp"><p>x</p>');
    expect(chooseCharset(html, 'Shift_JIS')).toEqual({ name: 'shift_jis', source: 'header' });
    expect(chooseCharset(html, 'no-such-charset')).toEqual({ name: 'euc-jp', source: 'meta' });
  });

  it('utf-16 in <meta> of an ASCII-compatible document means utf-8', () => {
    expect(chooseCharset(Buffer.from('<meta charset="utf-16le">'), undefined)).toEqual({ name: 'utf-8', source: 'meta' });
  });

  it('without declarations: ASCII → utf-8 default, valid UTF-8 → utf-8 detected, else chardet', () => {
    expect(chooseCharset(Buffer.from('<p>plain</p>'), undefined)).toEqual({ name: 'utf-8', source: 'default' });
    expect(chooseCharset(Buffer.from('<p>café</p>'), undefined)).toEqual({ name: 'utf-8', source: 'detected' });
    expect(chooseCharset(sjis, undefined).source).toBe('detected');
  });

  it('falls back to windows-1252 when nothing can be detected', () => {
    expect(chooseCharset(Buffer.from([0x3c, 0x70, 0x3e, 0xff]), undefined)).toEqual({ name: 'windows-1252', source: 'default' });
  });
});

describe('decodeText', () => {
  it('decodes windows-1252 by the WHATWG index, not as Latin-1 (0x80–0x9F)', () => {
    const bytes = Buffer.from([0x80, 0x81, 0x8c, 0x92, 0x93, 0x94, 0x9c, 0x9f, 0xe9, 0x41]);
    expect(decodeText(bytes, { name: 'windows-1252', source: 'meta' })).toBe('€\u0081Œ’“”œŸéA');
  });

  it.each([
    ['shift_jis', [0x82, 0xa0, 0x93, 0xfa, 0x96, 0x7b], 'あ日本'],
    ['euc-kr', [0xc7, 0xd1, 0xb1, 0xb9], '한국'],
    ['gbk', [0xd6, 0xd0, 0xce, 0xc4], '中文'],
    ['windows-1251', [0xcf, 0xf0, 0xe8, 0xe2, 0xe5, 0xf2], 'Привет'],
    ['iso-8859-2', [0xb1, 0xb6, 0xbc], 'ąśź'],
  ])('decodes %s', (name, bytes, text) => {
    expect(decodeText(Buffer.from(bytes), { name, source: 'header' })).toBe(text);
  });
});
