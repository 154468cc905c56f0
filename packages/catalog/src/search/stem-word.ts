/**
 * A light English stemmer: folds plurals (`repositories` -> `repository`, `branches` -> `branch`,
 * `aliases` -> `alias`, `issues` -> `issue`), `-ing` and `-ed` forms (`merging`, `merged` -> `merg`; `starred` -> `star`) and a
 * final silent `e` (`create`, `created`, `creating` -> `creat`), so the forms people type meet the forms
 * that names and descriptions use.
 *
 * Deliberately lighter than Porter: API vocabulary is full of short technical words (`status`, `alias`,
 * `ssh`, `gpg`) that an aggressive stemmer would merge with unrelated words. Words of three letters or
 * fewer, and words with digits, are left as they are.
 */
export function stemWord(word: string): string {
  if (word.length <= 3 || /\p{N}/u.test(word)) return word;
  let stem = foldPlural(word);
  stem = foldSuffix(stem, "ing", 3) ?? foldSuffix(stem, "ed", 3) ?? stem;
  if (stem.length > 4 && stem.endsWith("e") && !stem.endsWith("ee")) stem = stem.slice(0, -1);
  return stem;
}

const KEEP_FINAL_S = ["ss", "us", "is", "ias", "ous", "ics"];

function foldPlural(word: string): string {
  if (word.endsWith("ies") && word.length > 4) return `${word.slice(0, -3)}y`;
  if (word.endsWith("sses")) return word.slice(0, -2);
  if (/(ch|sh|x|z)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith("ses") && word.length > 5) return word.slice(0, -2);
  if (word.endsWith("s") && !KEEP_FINAL_S.some((ending) => word.endsWith(ending))) return word.slice(0, -1);
  return word;
}

/** Removes `suffix` when a stem with a vowel of at least `minimumStem` letters remains; undoubles `rr`, `tt`... */
function foldSuffix(word: string, suffix: string, minimumStem: number): string | undefined {
  if (!word.endsWith(suffix)) return undefined;
  const stem = word.slice(0, -suffix.length);
  if (stem.length < minimumStem || !/[aeiouy]/.test(stem)) return undefined;
  const last = stem.at(-1);
  if (
    last !== undefined &&
    stem.at(-2) === last &&
    !"lsz".includes(last) &&
    /[bcdfghjkmnpqrtvwx]/.test(last)
  ) {
    return stem.slice(0, -1);
  }
  return stem;
}
