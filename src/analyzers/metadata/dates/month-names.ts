/**
 * Month names and their common abbreviations, lower-case, in the languages pages are most often
 * written in. A name shared by two languages names the same month in both (none of these clash);
 * Croatian, whose month names clash with Polish and Czech ones, is left out.
 */
const MONTHS: readonly (readonly string[])[] = [
  // en
  ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'],
  ['jan', 'feb', 'mar', 'apr', '', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'],
  ['', '', '', '', '', '', '', '', 'sept', '', '', ''],
  // de (also Austrian Jänner/Feber)
  ['januar', 'februar', 'märz', 'april', 'mai', 'juni', 'juli', 'august', 'september', 'oktober', 'november', 'dezember'],
  ['jänner', 'feber', 'maerz', '', '', '', '', '', '', '', '', ''],
  ['jän', '', 'mär', '', '', '', '', '', '', 'okt', '', 'dez'],
  ['', '', 'mrz', '', '', '', '', '', '', '', '', ''],
  // fr
  ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'],
  ['janv', 'févr', '', 'avr', '', '', 'juil', 'aout', '', '', '', 'déc'],
  ['', 'fevrier', '', '', '', '', '', '', '', '', '', 'decembre'],
  ['', 'fév', '', '', '', '', '', '', '', '', '', ''],
  // es, ca
  ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'],
  ['ene', '', '', 'abr', '', '', '', 'ago', 'setiembre', '', '', 'dic'],
  ['gener', 'febrer', 'març', '', 'maig', 'juny', 'juliol', 'agost', 'setembre', '', '', 'desembre'],
  // it
  ['gennaio', 'febbraio', 'marzo', 'aprile', 'maggio', 'giugno', 'luglio', 'agosto', 'settembre', 'ottobre', 'novembre', 'dicembre'],
  ['gen', '', '', '', 'mag', 'giu', 'lug', '', 'set', 'ott', '', ''],
  // pt
  ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'],
  ['', 'fev', 'marco', '', '', '', '', '', '', 'out', '', 'dez'],
  // nl
  ['januari', 'februari', 'maart', 'april', 'mei', 'juni', 'juli', 'augustus', 'september', 'oktober', 'november', 'december'],
  ['', '', 'mrt', '', '', '', '', '', '', '', '', ''],
  // sv, da, no
  ['januari', 'februari', 'mars', 'april', 'maj', 'juni', 'juli', 'augusti', 'september', 'oktober', 'november', 'december'],
  ['januar', 'februar', 'marts', 'april', 'maj', 'juni', 'juli', 'august', 'september', 'oktober', 'november', 'december'],
  // fi (partitive, as dates are written, and nominative)
  ['tammikuuta', 'helmikuuta', 'maaliskuuta', 'huhtikuuta', 'toukokuuta', 'kesäkuuta', 'heinäkuuta', 'elokuuta', 'syyskuuta', 'lokakuuta', 'marraskuuta', 'joulukuuta'],
  ['tammikuu', 'helmikuu', 'maaliskuu', 'huhtikuu', 'toukokuu', 'kesäkuu', 'heinäkuu', 'elokuu', 'syyskuu', 'lokakuu', 'marraskuu', 'joulukuu'],
  // pl (genitive, as dates are written, and nominative)
  ['stycznia', 'lutego', 'marca', 'kwietnia', 'maja', 'czerwca', 'lipca', 'sierpnia', 'września', 'października', 'listopada', 'grudnia'],
  ['styczeń', 'luty', 'marzec', 'kwiecień', 'maj', 'czerwiec', 'lipiec', 'sierpień', 'wrzesień', 'październik', 'listopad', 'grudzień'],
  // cs, sk
  ['ledna', 'února', 'března', 'dubna', 'května', 'června', 'července', 'srpna', 'září', 'října', 'listopadu', 'prosince'],
  ['leden', 'únor', 'březen', 'duben', 'květen', 'červen', 'červenec', 'srpen', '', 'říjen', '', 'prosinec'],
  ['januára', 'februára', '', 'apríla', 'mája', 'júna', 'júla', 'augusta', 'septembra', 'októbra', 'novembra', 'decembra'],
  // hu
  ['január', 'február', 'március', 'április', 'május', 'június', 'július', 'augusztus', 'szeptember', 'október', '', ''],
  // ro
  ['ianuarie', 'februarie', 'martie', 'aprilie', '', 'iunie', 'iulie', '', 'septembrie', 'octombrie', 'noiembrie', 'decembrie'],
  // tr
  ['ocak', 'şubat', 'mart', 'nisan', 'mayıs', 'haziran', 'temmuz', 'ağustos', 'eylül', 'ekim', 'kasım', 'aralık'],
  // id, ms
  ['', '', 'maret', '', '', '', '', 'agustus', '', '', '', 'desember'],
  // sl
  ['', '', 'marec', '', '', 'junij', 'julij', 'avgust', '', '', '', ''],
  // ru (genitive and nominative), uk
  ['января', 'февраля', 'марта', 'апреля', 'мая', 'июня', 'июля', 'августа', 'сентября', 'октября', 'ноября', 'декабря'],
  ['январь', 'февраль', 'март', 'апрель', 'май', 'июнь', 'июль', 'август', 'сентябрь', 'октябрь', 'ноябрь', 'декабрь'],
  ['січня', 'лютого', 'березня', 'квітня', 'травня', 'червня', 'липня', 'серпня', 'вересня', 'жовтня', 'листопада', 'грудня'],
  // ar (Egyptian and Levantine names)
  ['يناير', 'فبراير', 'مارس', 'أبريل', 'مايو', 'يونيو', 'يوليو', 'أغسطس', 'سبتمبر', 'أكتوبر', 'نوفمبر', 'ديسمبر'],
  ['كانون الثاني', 'شباط', 'آذار', 'نيسان', 'أيار', 'حزيران', 'تموز', 'آب', 'أيلول', 'تشرين الأول', 'تشرين الثاني', 'كانون الأول'],
  ['', '', '', 'ابريل', '', 'يونيه', 'يوليه', 'اغسطس', '', 'اكتوبر', '', ''],
  // hi
  ['जनवरी', 'फ़रवरी', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुलाई', 'अगस्त', 'सितंबर', 'अक्टूबर', 'नवंबर', 'दिसंबर'],
  ['', 'फरवरी', '', '', '', '', '', '', 'सितम्बर', 'अक्तूबर', 'नवम्बर', 'दिसम्बर'],
  // el (genitive)
  ['ιανουαρίου', 'φεβρουαρίου', 'μαρτίου', 'απριλίου', 'μαΐου', 'ιουνίου', 'ιουλίου', 'αυγούστου', 'σεπτεμβρίου', 'οκτωβρίου', 'νοεμβρίου', 'δεκεμβρίου'],
];

/** Lower-case month name or abbreviation → month number (1–12). */
export const MONTH_NUMBER: ReadonlyMap<string, number> = new Map(
  MONTHS.flatMap((row) => row.map((name, i) => [name, i + 1] as const)).filter(([name]) => name !== ''),
);

/** A regular-expression alternation of every month name, longest first, for matching whole words. */
export const MONTH_ALTERNATION: string = [...MONTH_NUMBER.keys()]
  .sort((a, b) => b.length - a.length)
  .map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
  .join('|');

/** The month a name or abbreviation names (any case, a trailing dot allowed), else `undefined`. */
export function monthOf(name: string): number | undefined {
  return MONTH_NUMBER.get(name.toLowerCase().replace(/\.$/, ''));
}

/**
 * A character class of the first letters of every month name: a look-ahead that lets a pattern
 * starting with a month name skip, cheaply, the places no name starts.
 */
export const MONTH_FIRST_LETTER: string = `[${[...new Set([...MONTH_NUMBER.keys()].map((name) => [...name][0]!))].join('').replace(/[\]\\^-]/g, '\\$&')}]`;
