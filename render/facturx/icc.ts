/**
 * An sRGB ICC profile (ICC.1 version 2.1, display class, matrix/TRC),
 * built here from the numbers of IEC 61966-2-1 because no well-kept npm
 * package ships one: the D50-adapted (Bradford) primaries as rXYZ/gXYZ/bXYZ,
 * the D65 media white as wtpt (as the common "sRGB IEC61966-2.1" profile
 * has it), and the sRGB transfer curve sampled in 1,024 16-bit steps, one
 * table shared by the three TRC tags. PDF/A's output intent carries it.
 */

const DESCRIPTION = "sRGB IEC61966-2.1";
const COPYRIGHT = "No copyright, use freely";
const CURVE_POINTS = 1024;

/** s15Fixed16Number: a signed 32-bit number with 16 fractional bits. */
function s15f16(value: number): number {
  return Math.round(value * 65536);
}

class Writer {
  readonly bytes: number[] = [];
  u8(v: number): this {
    this.bytes.push(v & 0xff);
    return this;
  }
  u16(v: number): this {
    return this.u8(v >>> 8).u8(v);
  }
  u32(v: number): this {
    return this.u16((v >>> 16) & 0xffff).u16(v & 0xffff);
  }
  ascii(text: string): this {
    for (const ch of text) this.u8(ch.charCodeAt(0));
    return this;
  }
  zeros(n: number): this {
    for (let i = 0; i < n; i++) this.u8(0);
    return this;
  }
  align(): this {
    while (this.bytes.length % 4 !== 0) this.u8(0);
    return this;
  }
}

function xyz(x: number, y: number, z: number): number[] {
  return new Writer().ascii("XYZ ").zeros(4).u32(s15f16(x)).u32(s15f16(y)).u32(s15f16(z)).bytes;
}

/** textDescriptionType (ICC.1:2001 6.5.17): ASCII, then empty Unicode and ScriptCode parts. */
function description(text: string): number[] {
  return new Writer()
    .ascii("desc")
    .zeros(4)
    .u32(text.length + 1)
    .ascii(text)
    .u8(0)
    .u32(0)
    .u32(0)
    .u16(0)
    .u8(0)
    .zeros(67).bytes;
}

function textType(text: string): number[] {
  return new Writer().ascii("text").zeros(4).ascii(text).u8(0).bytes;
}

/** The sRGB electro-optical transfer function, sampled. */
function srgbCurve(): number[] {
  const w = new Writer().ascii("curv").zeros(4).u32(CURVE_POINTS);
  for (let i = 0; i < CURVE_POINTS; i++) {
    const v = i / (CURVE_POINTS - 1);
    const linear = v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    w.u16(Math.round(linear * 65535));
  }
  return w.bytes;
}

let built: Uint8Array | undefined;

export function srgbProfile(): Uint8Array {
  if (built) return built.slice();
  const curve = srgbCurve();
  const tags: [string, number[]][] = [
    ["desc", description(DESCRIPTION)],
    ["cprt", textType(COPYRIGHT)],
    ["wtpt", xyz(0.9505, 1.0, 1.089)],
    ["rXYZ", xyz(0.4360747, 0.2225045, 0.0139322)],
    ["gXYZ", xyz(0.3850649, 0.7168786, 0.0971045)],
    ["bXYZ", xyz(0.1430804, 0.0606169, 0.7141733)],
    ["rTRC", curve],
    ["gTRC", curve],
    ["bTRC", curve],
  ];
  // Tag data follows the header and the tag table; the three TRC tags point at one copy of the curve.
  const tableEnd = 128 + 4 + tags.length * 12;
  const data = new Writer();
  const placed = new Map<number[], { offset: number; size: number }>();
  const entries = tags.map(([signature, bytes]) => {
    let place = placed.get(bytes);
    if (!place) {
      data.align();
      place = { offset: tableEnd + data.bytes.length, size: bytes.length };
      data.bytes.push(...bytes);
      placed.set(bytes, place);
    }
    return { signature, ...place };
  });
  data.align();
  const size = tableEnd + data.bytes.length;

  const out = new Writer()
    .u32(size)
    .zeros(4) // preferred CMM: none
    .u32(0x02100000) // version 2.1.0
    .ascii("mntr")
    .ascii("RGB ")
    .ascii("XYZ ")
    // Creation date: fixed, so the profile (and its place in a PDF) is the same bytes every time.
    .u16(2025).u16(1).u16(1).u16(0).u16(0).u16(0)
    .ascii("acsp")
    .zeros(4) // platform
    .u32(0) // flags
    .zeros(4) // manufacturer
    .zeros(4) // model
    .zeros(8) // attributes
    .u32(0) // perceptual
    .u32(s15f16(0.9642)).u32(s15f16(1.0)).u32(s15f16(0.8249)) // PCS illuminant, D50
    .zeros(4) // creator
    .zeros(44) // profile ID (v4 only) and reserved
    .u32(tags.length);
  for (const e of entries) out.ascii(e.signature).u32(e.offset).u32(e.size);
  out.bytes.push(...data.bytes);
  built = Uint8Array.from(out.bytes);
  return built.slice();
}
