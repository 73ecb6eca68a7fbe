#!/usr/bin/env python3
"""Makes the kit's Inter files (src/styles/fonts) from @fontsource-variable/inter's.

Run by hand when the Inter version changes (Debian: apt-get install python3-fonttools python3-brotli):
    /usr/bin/python3 packages/ui/scripts/subset-fonts.py

What it does, and why (the first paint of a signed-in page on a phone waits for these bytes):
- the weight axis is cut to 400-700, the weights the kit uses (font-normal, -medium, -semibold,
  -bold); the outlines at those weights are unchanged;
- only the default OpenType features are kept (kerning, ligatures, contextual alternates, marks)
  plus `tnum`, which the kit's figures use (`tabular-nums`);
- the Slovene and Croatian letters (Č č Ć ć Đ đ Š š Ž ž) get a file of their own, so a Slovene page
  needs a few KB besides the Latin file instead of all of latin-ext; the rest of latin-ext stays
  for names that need it, fetched only when such a letter is shown (src/styles/fonts.css).
"""
import io
import pathlib
import sys

from fontTools import subset
from fontTools.ttLib import TTFont
from fontTools.varLib import instancer

ROOT = pathlib.Path(__file__).resolve().parents[1]
SOURCE = ROOT.parents[1] / "node_modules/@fontsource-variable/inter/files"
if not SOURCE.exists():
    SOURCE = ROOT / "node_modules/@fontsource-variable/inter/files"
OUT = ROOT / "src/styles/fonts"

# The same ranges as src/styles/fonts.css.
LATIN = "U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD"
SLOVENE = "U+0106-0107,U+010C-010D,U+0110-0111,U+0160-0161,U+017D-017E"
LATIN_EXT = "U+0100-0105,U+0108-010B,U+010E-010F,U+0112-015F,U+0162-017C,U+017F-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF"


def make(source: str, unicodes: str, target: str) -> None:
    font = TTFont(SOURCE / source)
    options = subset.Options()
    options.layout_features = options.layout_features + ["tnum"]
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=subset.parse_unicodes(unicodes))
    subsetter.subset(font)
    # Instanced after subsetting: the subsetter reads the source's glyph variations lazily.
    buffer = io.BytesIO()
    font.save(buffer)
    buffer.seek(0)
    font = instancer.instantiateVariableFont(TTFont(buffer), {"wght": (400, 700)})
    path = OUT / target
    font.flavor = "woff2"
    font.save(path)
    print(f"{target}: {path.stat().st_size} bytes", file=sys.stderr)


make("inter-latin-wght-normal.woff2", LATIN, "inter-latin-wght-normal.woff2")
make("inter-latin-ext-wght-normal.woff2", SLOVENE, "inter-sl-wght-normal.woff2")
make("inter-latin-ext-wght-normal.woff2", LATIN_EXT, "inter-latin-ext-wght-normal.woff2")
