import { describe, expect, it } from 'vitest';
import { jpegHeaders, pdfDocument, pngImage } from '../../../test/file-fixtures.js';
import { imagePixelSize, sniffFileType } from './file-type.js';

describe('file types from their bytes', () => {
  it('knows PNG, JPEG and PDF by their first bytes, and nothing else', () => {
    expect(sniffFileType(pngImage(2, 2))).toBe('image/png');
    expect(sniffFileType(jpegHeaders(2, 2))).toBe('image/jpeg');
    expect(sniffFileType(pdfDocument())).toBe('application/pdf');
    expect(sniffFileType(Buffer.from('<html><script>alert(1)</script>'))).toBeNull();
    expect(sniffFileType(Buffer.from('GIF89a'))).toBeNull();
    expect(sniffFileType(Buffer.alloc(0))).toBeNull();
    // A PNG signature cut short is not a PNG.
    expect(sniffFileType(pngImage(1, 1).subarray(0, 7))).toBeNull();
  });

  it('reads an image’s pixel size from its header', () => {
    expect(imagePixelSize(pngImage(1200, 801), 'image/png')).toEqual({ width: 1200, height: 801 });
    expect(imagePixelSize(jpegHeaders(4032, 3024), 'image/jpeg')).toEqual({ width: 4032, height: 3024 });
    expect(imagePixelSize(jpegHeaders(800, 799, { progressive: true }), 'image/jpeg')).toEqual({
      width: 800,
      height: 799,
    });
  });

  it('gives no size for a broken image rather than a wrong one', () => {
    expect(imagePixelSize(pngImage(10, 10).subarray(0, 20), 'image/png')).toBeNull();
    expect(imagePixelSize(jpegHeaders(10, 10).subarray(0, 200), 'image/jpeg')).toBeNull();
    const zeroWidth = pngImage(1, 1);
    zeroWidth.writeUInt32BE(0, 16);
    expect(imagePixelSize(zeroWidth, 'image/png')).toBeNull();
    // A scan before any frame header: the image cannot be drawn.
    expect(imagePixelSize(Buffer.from([0xff, 0xd8, 0xff, 0xda, 0, 4, 0, 0]), 'image/jpeg')).toBeNull();
  });
});
