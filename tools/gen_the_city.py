#!/usr/bin/env python3
"""Writes assets/tilesets/the-city.ron, the reconstructed tile set of
Carcassonne: The City, from the compact table below, and prints its counts.

A tile is (streets, halves, public buildings, historic building, count):
- streets: street features separated by "|"; each is the sides one street
  joins ("NS" a straight street, "NE" a curve, "N" a street that ends at a
  building on the tile). Streets from three or four sides that each stop
  in the middle ("N|E|S") meet at a crossing.
- halves: 8 letters for the half sides Nw Ne En Es Se Sw Ws Wn:
  r residential, f fish, g grain, l livestock (upper case: the seed's (B)).
  Neighbouring halves form one area unless a street leaves the tile between
  them or their letters differ; `join` names areas that meet behind a street
  (two curves on one tile).
Residential areas border the markets next to them on the tile (R-C15).

Usage: python3 tools/gen_the_city.py > assets/tilesets/the-city.ron
"""
import sys

HALVES = ["Nw", "Ne", "En", "Es", "Se", "Sw", "Ws", "Wn"]
KINDS = {"f": "Fish", "g": "Grain", "l": "Livestock"}
SIDES = "NESW"

# (streets, halves, public, historic, count, join)
TILES = [
    # The three most common: plain streets between residential areas.
    ("NS", "rrrrrrrr", 0, None, 4),          # straight
    ("NE", "rrrrrrrr", 0, None, 4),          # curve
    ("N|E|S", "rrrrrrrr", 0, None, 3),       # 3-way crossing
    ("N|E|S|W", "rrrrrrrr", 0, None, 2),     # 4-way crossing
    ("N", "rrrrrrrr", 0, None, 2),           # street ending at a building
    ("", "rrrrrrrr", 1, None, 2),            # residential, no street
    # Singles: no street.
    ("", "rrrrrrrr", 1, None, 1),
    ("", "FFrrrrrr", 1, None, 1),
    ("", "rrrrrrrr", 0, None, 1),
    ("", "llllllll", 0, "Saint Sernin", 1),
    ("", "ffrrggrr", 1, None, 1),
    ("", "rrrrrrrr", 0, "Chateau Comtal", 1),
    # One street, ending on the tile.
    ("N", "rrrrrrrr", 0, None, 1),
    ("N", "rrffffrr", 0, None, 1),
    ("N", "rrrrGGrr", 1, None, 1),
    ("N", "rrrrrrrr", 0, None, 1),
    ("N", "rrrrrrrr", 0, "Petit Puits", 1),
    ("N", "rrrrrrrr", 1, None, 1),
    ("N", "rrggllrr", 0, None, 1),
    ("N", "rrrrrrrr", 1, None, 1),
    ("N", "rrrrrrrr", 0, None, 1),
    ("N", "rrggggrr", 1, None, 1),
    # Two streets: straight.
    ("NS", "rrrrrrrr", 1, "Grand Puits", 1),
    ("NS", "rffffrrr", 0, None, 1),
    ("NS", "rrrrrrrr", 1, None, 1),
    ("NS", "rllllrrr", 1, None, 1),
    ("NS", "gffffggg", 0, None, 1),
    ("NS", "rrrrrrrr", 1, None, 1),
    # Curves.
    ("NE", "rrrrrrrr", 1, None, 1),
    ("NE", "lrrlllll", 0, None, 1),
    ("NE", "rrrrrrrr", 1, None, 1),
    ("NE", "rFFrrrrr", 0, None, 1),
    ("NE", "rrrrrrrr", 1, None, 1),
    ("NE", "rrrrrrrr", 0, "Tour Carree", 1),
    ("NE", "rrrrrrrr", 1, None, 1),
    # Two streets ending at a building between them.
    ("N|S", "rrrrrrrr", 1, None, 1),
    ("N|S", "rffffrrr", 0, None, 1),
    ("N|E", "rrrrrrrr", 1, None, 1),
    ("N|E", "rrrrrrrr", 0, None, 1),
    ("N|S", "rrrrrrrr", 0, "Batiment", 1),
    ("N|E", "lrrlllll", 1, None, 1),
    ("N|S", "lgggglll", 0, None, 1),
    # Three streets: crossings.
    ("N|E|S", "rrrrrrrr", 1, None, 1),
    ("N|E|S", "rffrrrrr", 0, None, 1),
    ("N|E|S", "rrrrrrrr", 1, None, 1),
    ("N|E|S", "rrrrrrrr", 0, None, 1),
    ("N|E|S", "rrrrrrrr", 1, None, 1),
    ("N|E|S", "fggrrfff", 0, None, 1),
    ("N|E|S", "rrrrrrrr", 0, "Saint Nazaire", 1),
    ("N|E|S", "rrrffrrr", 1, None, 1),
    # A straight street with a side street ending at a building.
    ("NS|E", "rrrrrrrr", 1, None, 1),
    ("NS|E", "grrrrggg", 0, None, 1),
    ("NS|E", "rrrrrrrr", 1, None, 1),
    # A curve and a street ending at a building.
    ("NE|S", "rrrrrrrr", 1, None, 1),
    ("NE|S", "rffrrrrr", 1, None, 1),
    ("NE|S", "rrrrrllr", 0, None, 1),
    # Four streets.
    ("N|E|S|W", "rrrrrrrr", 1, None, 1),
    ("N|E|S|W", "rrrrrrrr", 0, None, 1),
    ("N|E|S|W", "rggrrllr", 0, None, 1),
    ("N|E|S|W", "rrrllrrr", 1, None, 1),
    ("NE|SW", "rrrrrrrr", 1, None, 1, [(3, 7)]),
    ("NE|SW", "frrffrrf", 0, None, 1, [(3, 7)]),
    ("NS|E|W", "rrrrrrrr", 1, None, 1),
    ("N|E|S|W", "grrllrrg", 0, None, 1),
]


def areas(streets, halves, join):
    """Areas as lists of half indices, with their letter."""
    cut = set()
    for group in streets.split("|"):
        for s in group:
            i = SIDES.index(s)
            cut.add(2 * i)  # boundary between half 2i and 2i+1
    def boundary(i):  # between half i and i+1 (mod 8)
        return i in cut or halves[i].lower() != halves[(i + 1) % 8].lower()
    parent = list(range(8))
    def find(a):
        while parent[a] != a:
            a = parent[a]
        return a
    for i in range(8):
        if not boundary(i):
            parent[find((i + 1) % 8)] = find(i)
    for a, b in join or []:
        assert halves[a].lower() == halves[b].lower()
        parent[find(b)] = find(a)
    groups = {}
    for i in range(8):
        groups.setdefault(find(i), []).append(i)
    out = []
    for g in sorted(groups.values(), key=min):
        # list halves clockwise starting after a boundary
        out.append((halves[g[0]], g))
    return out


def tile_ron(n, spec):
    streets, halves, pub, hist, count = spec[:5]
    join = spec[5] if len(spec) > 5 else None
    ar = areas(streets, halves, join)
    feats = []
    for group in filter(None, streets.split("|")):
        feats.append("Street(sides: [%s])" % ", ".join(group))
    market_of = {}
    for letter, g in ar:
        if letter.lower() != "r":
            idx = len(feats)
            for h in g:
                market_of[h] = idx
            b = ", b: true" if letter.isupper() else ""
            feats.append("Market(kind: %s, halves: [%s]%s)" % (
                KINDS[letter.lower()], ", ".join(HALVES[h] for h in g), b))
    for letter, g in ar:
        if letter.lower() == "r":
            touches = []
            seen = set()
            for h in g:
                for nb in ((h + 1) % 8, (h - 1) % 8):
                    # neighbours across a corner (odd boundary) only, not across a street
                    between = h if nb == (h + 1) % 8 else nb
                    if between % 2 == 1 and nb in market_of and market_of[nb] not in seen:
                        seen.add(market_of[nb])
                        touches.append(HALVES[nb])
            t = ", touches: [%s]" % ", ".join(touches) if touches else ""
            feats.append("Residential(halves: [%s]%s)" % (
                ", ".join(HALVES[h] for h in g), t))
    extra = ""
    if pub:
        extra += ", public_buildings: %d" % pub
    if hist:
        extra += ", historic: Some(%r)" % hist
    extra = extra.replace("'", '"')
    desc = streets or "no street"
    lines = ['        // %s, halves %s' % (desc, halves)]
    lines.append('        (id: "C%02d", count: %d, designed: true%s, features: [' % (n, count, extra))
    for f in feats:
        lines.append("            %s," % f)
    lines.append("        ]),")
    return "\n".join(lines)


def main():
    tiles = TILES
    total = sum(t[4] for t in tiles)
    street_sides = sum(t[4] * len(t[0].replace("|", "")) for t in tiles)
    pub = sum(t[4] * t[2] for t in tiles)
    kinds = {k: 0 for k in "fgl"}
    market_tiles = 0
    for t in tiles:
        ks = set(c.lower() for c in t[1]) - {"r"}
        if ks:
            market_tiles += t[4]
        for k in ks:
            kinds[k] += t[4]
    print("types %d tiles %d street sides %d/%d public %d market tiles %d kinds %s" % (
        len(tiles), total, street_sides, 4 * total, pub, market_tiles, kinds), file=sys.stderr)
    print("""// Carcassonne: The City: 75 city tiles of 64 types, RECONSTRUCTED.
// The published tiles' layout is not available as text; this set keeps
// every known fact (shared/tilesets/the-city.md: multiplicities 4, 4, 3,
// 2, 2, 2 and 58 singles; the seven historic buildings once each; 32 public
// buildings) and was designed to the stated targets. Generated by
// tools/gen_the_city.py. A user who owns the printed tiles can replace this
// file with a corrected one of the same format.
// Sides are N E S W in the tile's own frame; halves Nw Ne En Es Se Sw Ws Wn.
// A residential area's `touches` names the markets it borders on the tile,
// each by one of the market's halves (R-C15).
(
    format: 1,
    name: "Carcassonne: The City",
    game: City,
    note: Some("Reconstructed layout: designed to the known counts of the published set (shared/tilesets/the-city.md), not copied from the printed tiles."),
    tiles: [""")
    for n, t in enumerate(tiles, 1):
        print(tile_ron(n, t))
    print("    ],\n)")


main()
