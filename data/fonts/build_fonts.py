"""Regenerates TabulaSans-{Regular,Bold}.ttf from Debian's Noto packages (see README.md).

Noto Sans supplies Latin (with Vietnamese) and Greek; Noto Sans CJK KR supplies Hangul and the
symbol blocks Noto Sans lacks. Pillow cannot fall back between fonts, so the two are merged into
one TrueType family (the CJK outlines converted from cubic CFF to quadratic glyf). Usage:

    python data/fonts/build_fonts.py --noto-core DIR --noto-cjk DIR [--out data/fonts]

where each DIR is the root of a package extracted with `dpkg-deb -x`.
"""

from __future__ import annotations

import argparse
import io
from collections.abc import Iterable
from pathlib import Path

from fontTools.merge import Merger
from fontTools.pens.cu2quPen import Cu2QuPen
from fontTools.pens.ttGlyphPen import TTGlyphPen
from fontTools.subset import Options, Subsetter
from fontTools.ttLib import TTFont, newTable

FAMILY = "Tabula Sans"
CJK_KR_INDEX = 1  # face index of "Noto Sans CJK KR" inside NotoSansCJK-*.ttc
MAX_ERR = 1.0  # font units of error allowed when turning cubic curves into quadratic ones

# Code points taken from Noto Sans (Latin, Vietnamese, Greek, punctuation).
LATIN_GREEK: tuple[tuple[int, int], ...] = (
    (0x0020, 0x007E),  # Basic Latin
    (0x00A0, 0x00FF),  # Latin-1 Supplement
    (0x0100, 0x024F),  # Latin Extended-A and -B
    (0x02B0, 0x02FF),  # Spacing Modifier Letters
    (0x0300, 0x036F),  # Combining Diacritical Marks
    (0x0370, 0x03FF),  # Greek and Coptic
    (0x1E00, 0x1EFF),  # Latin Extended Additional (Vietnamese)
    (0x1F00, 0x1FFF),  # Greek Extended
    (0x2000, 0x206F),  # General Punctuation
    (0x2070, 0x209F),  # Superscripts and Subscripts
    (0x20A0, 0x20CF),  # Currency Symbols
    (0x2100, 0x214F),  # Letterlike Symbols
    (0x2150, 0x218F),  # Number Forms (Roman numerals for ages)
    (0xFFFD, 0xFFFD),  # replacement character
)

# Code points taken from Noto Sans CJK KR where Noto Sans has no glyph.
HANGUL_SYMBOLS: tuple[tuple[int, int], ...] = (
    (0x1100, 0x11FF),  # Hangul Jamo
    (0x2190, 0x21FF),  # Arrows
    (0x2200, 0x22FF),  # Mathematical Operators
    (0x2300, 0x23FF),  # Miscellaneous Technical
    (0x2460, 0x24FF),  # Enclosed Alphanumerics
    (0x2500, 0x257F),  # Box Drawing
    (0x2580, 0x259F),  # Block Elements
    (0x25A0, 0x25FF),  # Geometric Shapes
    (0x2600, 0x26FF),  # Miscellaneous Symbols
    (0x2700, 0x27BF),  # Dingbats
    (0x3000, 0x303F),  # CJK Symbols and Punctuation
    (0x3130, 0x318F),  # Hangul Compatibility Jamo
    (0xAC00, 0xD7A3),  # Hangul Syllables (all 11,172)
    (0xFF01, 0xFF5E),  # Fullwidth ASCII forms
    (0xFFE0, 0xFFE6),  # Fullwidth signs
)

DROP = ["DSIG", "BASE", "VORG", "vhea", "vmtx", "gasp", "hdmx", "LTSH", "VDMX"]


def expand(ranges: Iterable[tuple[int, int]]) -> set[int]:
    """Turns inclusive ranges into a set, the form the subsetter wants."""
    return {cp for lo, hi in ranges for cp in range(lo, hi + 1)}


def subset(path: Path, index: int, unicodes: set[int], *, layout: bool) -> TTFont:
    """Keeps only the wanted characters, without hinting, so the bundle stays small."""
    font = TTFont(path, fontNumber=index) if index >= 0 else TTFont(path)
    opts = Options()
    opts.hinting = False
    opts.notdef_outline = True
    opts.glyph_names = False
    opts.name_IDs = ["*"]
    opts.drop_tables = [*opts.drop_tables, *DROP]
    if not layout:
        opts.layout_features = []
        opts.drop_tables += ["GSUB", "GPOS", "GDEF"]
    sub = Subsetter(opts)
    sub.populate(unicodes=unicodes & set(font.getBestCmap()))
    sub.subset(font)
    return font


def cff_to_glyf(font: TTFont) -> TTFont:
    """Re-draws CFF outlines as TrueType ones, because fontTools merges only glyf fonts."""
    order = font.getGlyphOrder()
    glyph_set = font.getGlyphSet()
    glyf = newTable("glyf")
    glyf.glyphOrder = order
    glyf.glyphs = {}
    for name in order:
        pen = TTGlyphPen(None)
        glyph_set[name].draw(Cu2QuPen(pen, MAX_ERR, reverse_direction=True))
        glyf.glyphs[name] = pen.glyph()
    del font["CFF "]
    font["glyf"] = glyf
    font["loca"] = newTable("loca")
    maxp = font["maxp"]
    maxp.tableVersion = 0x00010000
    for attr in ("maxZones",):
        setattr(maxp, attr, 1)
    for attr in (
        "maxTwilightPoints",
        "maxStorage",
        "maxFunctionDefs",
        "maxInstructionDefs",
        "maxStackElements",
        "maxSizeOfInstructions",
        "maxComponentElements",
        "maxPoints",
        "maxContours",
        "maxCompositePoints",
        "maxCompositeContours",
        "maxComponentDepth",
    ):
        setattr(maxp, attr, 0)
    font["head"].glyphDataFormat = 0
    font["post"].formatType = 3.0
    font.sfntVersion = "\x00\x01\x00\x00"
    return reload(font)


def reload(font: TTFont) -> TTFont:
    """Round-trips through bytes so every table is compiled and recalculated."""
    buf = io.BytesIO()
    font.save(buf)
    buf.seek(0)
    return TTFont(buf)


def rename(font: TTFont, style: str, latin: TTFont, cjk: TTFont) -> None:
    """Gives the derivative its own name (OFL section 3) and keeps both copyright notices."""
    notices = f"{latin['name'].getDebugName(0)} {cjk['name'].getDebugName(0)}"
    ps = f"{FAMILY.replace(' ', '')}-{style}"
    records = {
        0: notices,
        1: FAMILY,
        2: style,
        3: f"{ps};2.004",
        4: f"{FAMILY} {style}",
        5: "Version 2.004",
        6: ps,
        10: "Subset of Noto Sans 2.004 merged with Hangul and symbols of Noto Sans CJK KR 2.004.",
        13: latin["name"].getDebugName(13),
        14: "https://openfontlicense.org",
    }
    name = font["name"]
    name.names = []
    for name_id, text in records.items():
        name.setName(text, name_id, 3, 1, 0x409)


def fix_metrics(font: TTFont, latin: TTFont) -> None:
    """Keeps Noto Sans line spacing, so Latin text is not spread out by the CJK metrics."""
    hhea, os2, src = font["hhea"], font["OS/2"], latin["OS/2"]
    hhea.ascent, hhea.descent, hhea.lineGap = (
        latin["hhea"].ascent,
        latin["hhea"].descent,
        latin["hhea"].lineGap,
    )
    os2.sTypoAscender, os2.sTypoDescender, os2.sTypoLineGap = (
        src.sTypoAscender,
        src.sTypoDescender,
        src.sTypoLineGap,
    )
    head = font["head"]
    os2.usWinAscent = max(src.usWinAscent, head.yMax)
    os2.usWinDescent = max(src.usWinDescent, -head.yMin)
    os2.fsType = 0
    os2.usWeightClass = latin["OS/2"].usWeightClass
    os2.fsSelection = latin["OS/2"].fsSelection
    head.macStyle = latin["head"].macStyle


def build(core: Path, cjk: Path, out: Path, style: str) -> Path:
    """Builds one weight: subset both sources, convert, merge, rename."""
    latin_src = core / f"usr/share/fonts/truetype/noto/NotoSans-{style}.ttf"
    cjk_src = cjk / f"usr/share/fonts/opentype/noto/NotoSansCJK-{style}.ttc"
    latin = subset(latin_src, -1, expand(LATIN_GREEK), layout=True)
    have = set(latin.getBestCmap())
    hangul = subset(cjk_src, CJK_KR_INDEX, expand(HANGUL_SYMBOLS) - have, layout=False)
    hangul_tt = cff_to_glyf(hangul)
    latin = reload(latin)
    latin_buf, hangul_buf = io.BytesIO(), io.BytesIO()
    latin.save(latin_buf)
    hangul_tt.save(hangul_buf)
    latin_buf.seek(0)
    hangul_buf.seek(0)
    merged = Merger().merge([latin_buf, hangul_buf])
    merged = reload(merged)
    rename(merged, style, latin, hangul)
    fix_metrics(merged, latin)
    merged["post"].formatType = 3.0
    merged.recalcTimestamp = False  # same sources, same bytes
    merged["head"].created = merged["head"].modified = latin["head"].created
    target = out / f"TabulaSans-{style}.ttf"
    merged.save(target)
    return target


def main() -> None:
    """Command line entry point."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--noto-core", type=Path, required=True)
    parser.add_argument("--noto-cjk", type=Path, required=True)
    parser.add_argument("--out", type=Path, default=Path(__file__).resolve().parent)
    args = parser.parse_args()
    for style in ("Regular", "Bold"):
        path = build(args.noto_core, args.noto_cjk, args.out, style)
        print(f"{path}: {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
