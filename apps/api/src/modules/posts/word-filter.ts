import {
  DataSet,
  englishDataset,
  englishRecommendedTransformers,
  parseRawPattern,
  RegExpMatcher,
  type MatchPayload,
} from 'obscenity';

/*
 * The word filter of posts and comments (issue 28 item 5, decision 0082). English comes from the obscenity
 * library's dataset (leet speak, look-alike letters, repeated letters and its own allow-list of innocent
 * words such as 'Scunthorpe' or 'assessment'). Our users also write Hinglish: Hindi abuse in Latin
 * letters, and now and then in Devanagari. Those words are added below in the form the library's
 * transformers reduce text to (lower case, a run of a letter as one: 'chuuutiya' is read 'chutiya').
 *
 * Words that are also innocent are left out on purpose: 'chod' ('chod do', leave it), 'saala'
 * (brother-in-law), 'kutte' (dogs), 'bc' and 'mc', 'lund' and 'laude' (a city, 'cum laude').
 */

/** Hinglish abuse, each with its spellings; `|` marks a word's edge. */
const HINGLISH: Record<string, string[]> = {
  chutiya: ['chutiy', 'chutia', 'chotiya', 'chootiy', 'chutye'],
  chut: ['|chut|', '|choot|'],
  bhenchod: ['|behen chod', '|bhen chod', '|bahen chod', 'bhenchod', 'behenchod', 'bhainchod', 'benchod', 'bahenchod', 'bhenchodd'],
  madarchod: ['madarchod', 'maderchod', 'madharchod', 'madarjat'],
  bhosdike: ['bhosd', 'bhosad', 'bosdike', '|bsdk|'],
  gandu: ['|gandu', '|gand mar', '|gand|'],
  harami: ['|harami', 'haramzad', 'haramkhor', 'haramjad'],
  kamina: ['|kamina|', '|kamine|', '|kameena', '|kameene'],
  randi: ['randibaz', 'randwa', '|rand|', 'randikhana'],
  lauda: ['|lauda|', '|lavda|', '|lawda|', '|lode|', '|lodu|', '|lavde|', '|lawde|'],
  jhant: ['|jhat|', '|jhant', '|jhatu'],
  kutiya: ['|kutiya|', '|kutiy|'],
  chodu: ['|chodu|', 'chudai', 'chudwa'],
  bkl: ['|bkl|', 'bhadwa', 'bhadwe', 'bhadve', 'bhadva'],
  tatte: ['|tate|', '|tatte|'],
};

/** The same words in Devanagari (the library's transformers read Latin letters only). */
const DEVANAGARI = ['चूतिया', 'चुतिया', 'मादरचोद', 'भेनचोद', 'बहनचोद', 'भोसडी', 'भोसड़ी', 'गांडू', 'हरामी', 'हरामज़ादे', 'रंडी', 'भड़वा', 'कमीना', 'कुतिया'];

function build() {
  const data = new DataSet<{ originalWord?: string; word?: string }>().addAll(englishDataset);
  for (const [word, spellings] of Object.entries(HINGLISH))
    data.addPhrase((phrase) => {
      let p = phrase.setMetadata({ word });
      for (const spelling of spellings) p = p.addPattern(parseRawPattern(spelling));
      return p;
    });
  const built = data.build();
  return { data, matcher: new RegExpMatcher({ ...built, ...englishRecommendedTransformers }) };
}

let compiled: ReturnType<typeof build> | null = null;

/** 'f u c k', 'f.u.c.k': letters written apart are read together as well. */
const spacedLetters = /(?<![\p{L}\p{N}])(?:\p{L}[\s.\-_*]+){2,}\p{L}(?![\p{L}\p{N}])/gu;

const INNOCENT = /\b(?:magna |summa )?cum laude\b/giu;

/** The whole word (or words) a match falls in, as written. */
function wordAround(text: string, start: number, end: number): string {
  const isWordChar = (c: string | undefined) => c !== undefined && /[\p{L}\p{N}\p{M}]/u.test(c);
  while (start > 0 && isWordChar(text[start - 1])) start--;
  while (end < text.length && isWordChar(text[end])) end++;
  return text.slice(start, end).trim();
}

/**
 * The offensive words of a text, as written there (each once, at most 5), or none. Formatting must be
 * taken off first (the caller passes plain text).
 */
export function offensiveWords(text: string): string[] {
  compiled ??= build();
  const { matcher } = compiled;
  const found = new Set<string>();
  const scan = (t: string) => {
    for (const m of matcher.getAllMatches(t, true) as MatchPayload[]) {
      found.add(wordAround(t, m.startIndex, m.endIndex + 1));
      if (found.size >= 5) return;
    }
  };
  // Innocent phrases the English list would take for abuse.
  text = text.replace(INNOCENT, (phrase) => ' '.repeat(phrase.length));
  scan(text);
  const joined = text.replace(spacedLetters, (run) => run.replace(/[\s.\-_*]+/g, ''));
  if (joined !== text && found.size < 5) scan(joined);
  const normalised = text.normalize('NFC');
  for (const word of DEVANAGARI) if (found.size < 5 && normalised.includes(word)) found.add(word);
  return [...found];
}
