import { firstItem, firstText, isItem, textOf, type JsonValue, type StructuredItem } from '../structured-data/index.js';

const CURRENCY_SYMBOLS: Readonly<Record<string, string>> = { EUR: '€', USD: '$', GBP: '£', JPY: '¥', INR: '₹', KRW: '₩', CNY: '¥' };

/** A price as shoppers read it ("€149.00", "149.00 CHF"), with the figures to look for in the content ("149.00", "149,00"). */
export function formatPrice(offer: StructuredItem): { text: string; probes: string[] } | undefined {
  const low = firstText(offer, 'lowPrice');
  const price = firstText(offer, 'price') ?? firstText(firstItem(offer, 'priceSpecification') ?? {}, 'price') ?? low;
  if (price === undefined) return undefined;
  const currency = (firstText(offer, 'priceCurrency') ?? firstText(firstItem(offer, 'priceSpecification') ?? {}, 'priceCurrency'))?.toUpperCase();
  const symbol = currency === undefined ? undefined : CURRENCY_SYMBOLS[currency];
  const text = symbol ? `${symbol}${price}` : currency ? `${price} ${currency}` : price;
  return { text: price === low && firstText(offer, 'price') === undefined ? `from ${text}` : text, probes: [price, price.replace('.', ',')] };
}

const AVAILABILITY: Readonly<Record<string, string>> = {
  InStock: 'In stock', OutOfStock: 'Out of stock', PreOrder: 'Pre-order', PreSale: 'Pre-sale', BackOrder: 'Back order',
  LimitedAvailability: 'Limited availability', SoldOut: 'Sold out', Discontinued: 'Discontinued',
  OnlineOnly: 'Online only', InStoreOnly: 'In store only', Reserved: 'Reserved', MadeToOrder: 'Made to order',
};

/** "https://schema.org/InStock" (or "InStock") → "In stock". */
export function availabilityLabel(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const term = value.replace(/^.*[/#:]/, '');
  return AVAILABILITY[term];
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "2026-05-14T19:30:00+02:00" → "14 May 2026, 19:30" (the page's own wall-clock time), with the figures to look for. */
export function formatEventDate(value: string): { text: string; probes: string[] } {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2}))?/.exec(value.trim());
  if (!match) return { text: value, probes: [value] };
  const [, year, month, day, hour, minute] = match;
  const monthName = MONTHS[Number(month) - 1];
  if (monthName === undefined) return { text: value, probes: [value] };
  const date = `${Number(day)} ${monthName} ${year}`;
  const text = hour === undefined ? date : `${date}, ${hour}:${minute}`;
  return { text, probes: [`${year}-${month}-${day}`, `${Number(day)} ${monthName}`, `${monthName} ${Number(day)}`, `${Number(day)} ${monthName.slice(0, 3)}`, `${monthName.slice(0, 3)} ${Number(day)}`] };
}

/** An event's place: the location's name and its address, or the text given. */
export function placeOf(location: JsonValue | undefined): string | undefined {
  const value = Array.isArray(location) ? location[0] : location;
  if (!isItem(value)) return textOf(value as JsonValue | undefined);
  const address = value['address'];
  const addressText = isItem(address)
    ? ['streetAddress', 'addressLocality', 'addressCountry'].map((p) => firstText(address, p)).filter(Boolean).join(', ')
    : textOf(address as JsonValue | undefined);
  return [firstText(value, 'name'), addressText].filter((part) => part !== undefined && part !== '').join(', ') || undefined;
}

/** ISO 8601 "PT1H15M" → "1 h 15 min"; a zero duration (often a blank field) → undefined; any other text as it is. */
export function formatDuration(value: string): string | undefined {
  const match = /^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?$/i.exec(value.trim());
  if (!match) return value.trim() || undefined;
  const [, days, hours, minutes, seconds] = match;
  const parts = [days && `${Number(days)} d`, hours && `${Number(hours)} h`, minutes && `${Number(minutes)} min`, seconds && `${Number(seconds)} s`]
    .filter((part): part is string => Boolean(part) && !/^0 /.test(part as string));
  return parts.length > 0 ? parts.join(' ') : undefined;
}
