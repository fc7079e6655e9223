/**
 * Words that say what a date written next to them is: a modification ("Updated", "Aktualisiert",
 * "mis à jour"…), a publication ("Published", "Veröffentlicht", "publié"…) or a copyright.
 * Matched in the text just before the date. German "Stand:" ("as of") is not among them: news
 * sites write their article's date that way.
 */
const MODIFIED = new RegExp([
  'updated?', 'last\\s+(?:updated|modified|changed|edited|revised)', 'modified', 'edited', 'revised', 'aktualisiert',
  'aktualisierung', 'geändert', 'zuletzt', 'mis\\s+à\\s+jour', 'mise\\s+à\\s+jour', 'modifié', 'actualizad[oa]',
  'actualización', 'modificad[oa]', 'atualizad[oa]', 'atualização', 'aggiornat[oa]', 'aggiornamento', 'modificat[oa]',
  'bijgewerkt', 'gewijzigd', 'uppdaterad', 'uppdaterat', 'ändrad', 'opdateret', 'oppdatert', 'endret', 'päivitetty',
  'zaktualizowan[oy]', 'aktualizacja', 'aktualizováno', 'aktualizované', 'upraveno', 'frissítve', 'módosítva', 'actualizat',
  'güncellen\\S*', 'güncelleme', 'diperbarui', 'cập\\s+nhật', 'تحديث', 'अपडेट', 'обновлено', 'обновлен[оa]?', 'изменено', '更新', '修改', '업데이트', '수정',
].join('|'), 'giu');

const PUBLISHED = new RegExp([
  'published', 'posted', 'released', 'issued', 'created', 'written', 'erstellt', 'veröffentlicht', 'publiziert', 'erschienen',
  'verfasst', 'eingestellt', 'publié', 'publiée', 'mis\\s+en\\s+ligne', 'publicad[oa]', 'publicación', 'pubblicat[oa]',
  'gepubliceerd', 'geplaatst', 'publicerad', 'publiceret', 'publisert', 'julkaistu', 'opublikowan[oy]', 'publikováno', 'vydáno',
  'publicat', 'yayınlan\\S*', 'diterbitkan', 'dipublikasikan', 'đăng', 'نشر', 'प्रकाशित', 'erscheinungsdatum', 'veröffentlichungsdatum', 'publikationsdatum', 'date\\s+de\\s+publication',
  'fecha\\s+de\\s+publicación', 'data\\s+di\\s+pubblicazione', 'data\\s+de\\s+publicação', 'опубликовано', '发布', '發佈', '公開', '掲載', '投稿', '작성', '발행', '입력',
].join('|'), 'giu');

const COPYRIGHT = /©|\(c\)|copyright|urheberrecht/giu;

/** What the words before a date say it is. */
export type DateRole = 'published' | 'modified' | 'copyright' | 'neutral';

function lastIndexOf(pattern: RegExp, text: string): number {
  pattern.lastIndex = 0;
  let last = -1;
  for (let m = pattern.exec(text); m !== null; m = pattern.exec(text)) last = m.index;
  return last;
}

/** The role the closest marker in `before` (the text just before a date) gives it. */
export function roleFromText(before: string): DateRole {
  const marks: [number, DateRole][] = [
    [lastIndexOf(MODIFIED, before), 'modified'],
    [lastIndexOf(PUBLISHED, before), 'published'],
    [lastIndexOf(COPYRIGHT, before), 'copyright'],
  ];
  const [at, role] = marks.reduce((best, mark) => (mark[0] > best[0] ? mark : best), [-1, 'neutral'] as [number, DateRole]);
  return at < 0 ? 'neutral' : role;
}

/** A role from an element's class and id: `updated`/`modified` or `published`/`pubdate`/`entry-date`. */
export function roleFromNames(names: string): DateRole | undefined {
  // WordPress writes `class="entry-date published updated"` on a post never updated: published wins.
  if (/publish|pubdate|entry-date|post-date|created|posted/.test(names)) return 'published';
  if (/updated|modified|lastmod/.test(names)) return 'modified';
  return undefined;
}
