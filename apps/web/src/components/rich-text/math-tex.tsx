import Box from '@mui/material/Box';
import { useEffect, useRef, useState } from 'react';
import { visuallyHidden } from '../visually-hidden';

/** The delimiters of maths in rich text: `\( … \)` inline and `\[ … \]` on a line of its own. */
const MATH = /\\\((.+?)\\\)|\\\[(.+?)\\\]/gs;

export type MathPiece = string | { tex: string; display: boolean };

/** A text split into plain parts and maths. */
export function splitMath(text: string): MathPiece[] {
  const out: MathPiece[] = [];
  let last = 0;
  for (const m of text.matchAll(MATH)) {
    if (m.index > last) out.push(text.slice(last, m.index));
    out.push({ tex: (m[1] ?? m[2] ?? '').trim(), display: m[2] !== undefined });
    last = m.index + m[0].length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}

export const hasMath = (text: string) => /\\\(|\\\[/.test(text);

/**
 * One formula, typeset by KaTeX once its code has loaded (a chunk of its own, fetched only by pages that
 * show maths). Until then, and if the formula does not parse, the TeX shows as written.
 */
export function MathTex({ tex, display }: { tex: string; display: boolean }) {
  const host = useRef<HTMLSpanElement>(null);
  const [done, setDone] = useState(false);
  useEffect(() => {
    let live = true;
    void import('./katex-render').then(({ renderTex }) => {
      if (live && host.current) setDone(renderTex(tex, host.current, display));
    });
    return () => {
      live = false;
    };
  }, [tex, display]);
  return (
    <Box
      component="span"
      sx={display ? { display: 'block', textAlign: 'center', my: 1, overflowX: 'auto' } : undefined}
    >
      <span ref={host} aria-hidden={!done} />
      {done ? (
        <Box component="span" sx={visuallyHidden}>
          {tex}
        </Box>
      ) : (
        <span>{display ? `\\[${tex}\\]` : `\\(${tex}\\)`}</span>
      )}
    </Box>
  );
}
