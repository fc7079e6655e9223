import { describe, expect, it } from 'vitest';
import { formatPageDate } from './calendar.js';
import { numericOrderOf } from './locale.js';
import { parseMachineDate } from './machine-date.js';
import { roleFromNames, roleFromText } from './markers.js';
import { findTextDates } from './text-dates.js';
import { urlPathDate } from './url-date.js';
import { asciiDigits } from '../scan/page-scan.js';

const machine = (raw: string, order: 'day-first' | 'month-first' = 'day-first') => {
  const date = parseMachineDate(raw, order);
  return date === undefined ? undefined : formatPageDate(date);
};
const days = (text: string, order: 'day-first' | 'month-first' = 'day-first') => findTextDates(text, order).map((d) => formatPageDate(d.date));

describe('parseMachineDate', () => {
  it.each([
    ['2021-03-14', '2021-03-14'],
    ['2021-03-14T18:30:00-04:00', '2021-03-14T18:30:00-04:00'],
    ['2021-03-14T18:30:00.123Z', '2021-03-14T18:30:00Z'],
    ['2021-03-14 18:30:00 +0100', '2021-03-14T18:30:00+01:00'],
    ['2020-12-05T23:15:0Z', '2020-12-05T23:15:00Z'],
    // A time without an offset names its day only.
    ['2021-03-14T18:30:00', '2021-03-14'],
    ['20200816', '2020-08-16'],
    ['06-08-2009T14:12:32+0200', '2009-08-06T14:12:32+02:00'],
    ['Sun, 11 Oct 2020 07:34:36 GMT', '2020-10-11T07:34:36Z'],
    ['Mon Jan 13 13:37:49 UTC 2020', '2020-01-13T13:37:49Z'],
    ['23. Juli 2017', '2017-07-23'],
  ])('%s → %s', (raw, iso) => {
    expect(machine(raw)).toBe(iso);
  });

  it('reads a/b/yyyy in the page\'s order, and refuses what is no date', () => {
    expect(machine('03/04/2021', 'month-first')).toBe('2021-03-04');
    expect(machine('03/04/2021', 'day-first')).toBe('2021-04-03');
    expect(machine('13/04/2021', 'month-first')).toBe('2021-04-13');
    expect(machine('2021-02-30')).toBeUndefined();
    expect(machine('tomorrow')).toBeUndefined();
    expect(machine('2021-03-14T10:00:00+25:00')).toBe('2021-03-14');
  });
});

describe('findTextDates', () => {
  it.each([
    ['Veröffentlicht am 14. März 2021', '2021-03-14'],
    ['publié le 14 mars 2021', '2021-03-14'],
    ['14 de marzo de 2021', '2021-03-14'],
    ['March 14, 2021', '2021-03-14'],
    ['Mar. 14th 2021', '2021-03-14'],
    ['14th March 2021', '2021-03-14'],
    ['14 марта 2021 г.', '2021-03-14'],
    ['14 marca 2021', '2021-03-14'],
    ['2021. március 14.', '2021-03-14'],
    ['2021年3月14日に公開', '2021-03-14'],
    ['2021년 3월 14일', '2021-03-14'],
    ['14.03.2021', '2021-03-14'],
    ['14. 3. 2021', '2021-03-14'],
    ['Stand 28.01.22', '2022-01-28'],
    ['2021/03/14', '2021-03-14'],
    ['Tanja Karrasch3.11.2023', '2023-11-03'],
    ['27.01.2022MineralölINFO', '2022-01-27'],
    ['14-Mar-2021', '2021-03-14'],
    ['26 | 01 | 2022 ', '2022-01-26'],
  ])('%s → %s', (text, iso) => {
    expect(days(text)).toEqual([iso]);
  });

  it('numeric a/b/yyyy: day first unless the page is American; the unambiguous way either way', () => {
    expect(days('04/03/2021', 'day-first')).toEqual(['2021-03-04']);
    expect(days('04/03/2021', 'month-first')).toEqual(['2021-04-03']);
    expect(days('14/03/2021', 'month-first')).toEqual(['2021-03-14']);
  });

  it('asks for the page\'s order only when a date reads both ways', () => {
    let asked = 0;
    const order = () => { asked += 1; return 'day-first' as const; };
    findTextDates('14.03.2021 and 14/03/2021', order);
    expect(asked).toBe(0);
    findTextDates('04/03/2021', order);
    expect(asked).toBe(1);
  });

  it('finds every date in order, and none in version numbers, years alone or prices', () => {
    expect(days('From 1 May 2021 to 14.06.2021, then 2021-07-01.')).toEqual(['2021-05-01', '2021-06-14', '2021-07-01']);
    expect(days('Version 1.2.3, © 2021, 12.50 €, 1.4.2021.5, 31.02.2021')).toEqual([]);
  });

  it('reads other scripts\' digits once they are made ASCII (the page scan does)', () => {
    expect(asciiDigits('２０２１年３月１４日')).toBe('2021年3月14日');
    expect(days(asciiDigits('٢٠٢١-٠٣-١٤'))).toEqual(['2021-03-14']);
  });
});

describe('urlPathDate', () => {
  it.each([
    ['https://example.com/2021/03/14/story/', '2021-03-14'],
    ['https://example.com/news/2021-03-14-story', '2021-03-14'],
    ['https://www.thelocal.se/20200428/story', '2020-04-28'],
    ['https://www.eldia.com/nota/2020-4-15-16-5-0-en-ruta', '2020-04-15'],
    ['https://web.archive.org/web/20140226054445/http://www.time4talks.com/2013/08/07/story/', '2013-08-07'],
    ['https://web.archive.org/web/20140226054445/http://www.example.com/about/', undefined],
    ['https://example.com/2021/03/story', undefined],
    ['https://example.com/product/12345678', undefined],
  ])('%s → %s', (url, day) => {
    expect(urlPathDate(url)).toBe(day);
  });
});

describe('numericOrderOf', () => {
  it('month first for the United States and plain en, day first elsewhere and when unknown', () => {
    expect(['en-US', 'en', 'es-US', 'en-GB', 'fr', 'de-AT', undefined].map(numericOrderOf))
      .toEqual(['month-first', 'month-first', 'month-first', 'day-first', 'day-first', 'day-first', 'day-first']);
  });
});

describe('date markers', () => {
  it('the marker closest before a date decides what it is', () => {
    expect(roleFromText('Published March 2, updated ')).toBe('modified');
    expect(roleFromText('Aktualisiert am ')).toBe('modified');
    expect(roleFromText('mis à jour le ')).toBe('modified');
    expect(roleFromText('Updated earlier, published ')).toBe('published');
    expect(roleFromText('© ')).toBe('copyright');
    expect(roleFromText('Stand: ')).toBe('neutral');
    expect(roleFromText('Von Max Mustermann | ')).toBe('neutral');
  });

  it('class names: WordPress\'s "entry-date published updated" is a publication', () => {
    expect(roleFromNames('entry-date published updated')).toBe('published');
    expect(roleFromNames('updated')).toBe('modified');
    expect(roleFromNames('byline')).toBeUndefined();
  });
});
