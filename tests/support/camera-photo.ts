// A photo as a phone or a camera writes it: a JPEG lying on its side (EXIF orientation 6) with everything that
// must never reach the site or the repository: the camera's make and model, the owner, a GPS position, XMP,
// IPTC and a comment. Its left half (as stored) is red and its right half blue, so that once turned upright the
// red is on top: a test can tell that a copy was turned the right way.
import sharp from 'sharp';

/** The words the photo's metadata holds, each of which a published or uploaded copy must not contain. */
export const SECRETS = ['SecretCam', 'PhoneModelX', 'Jane Client', 'client-home-address', 'key-under-the-mat'];
const [MAKE, MODEL, OWNER, XMP_TITLE, COMMENT] = SECRETS as [string, string, string, string, string];

const XMP = `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:title>${XMP_TITLE}</dc:title></rdf:Description></rdf:RDF></x:xmpmeta>`;

/** A JPEG marker segment: FF, the marker, its length (which counts itself) and `body`. */
function segment(marker: number, body: Buffer): Buffer {
  const head = Buffer.from([0xff, marker, 0, 0]);
  head.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([head, body]);
}

/** Photoshop's APP13 block holding an IPTC record with the owner's name as its by-line (2:80). */
function iptc(): Buffer {
  const record = Buffer.concat([Buffer.from([0x1c, 0x02, 0x50, 0, OWNER.length]), Buffer.from(OWNER)]);
  const size = Buffer.alloc(4);
  size.writeUInt32BE(record.length);
  const padded = record.length % 2 ? Buffer.concat([record, Buffer.from([0])]) : record;
  const resource = Buffer.concat([Buffer.from('8BIM'), Buffer.from([0x04, 0x04, 0, 0]), size, padded]);
  return segment(0xed, Buffer.concat([Buffer.from('Photoshop 3.0\0'), resource]));
}

/** `width` × `height` pixels as stored (shown the other way round), with all the metadata above. */
export async function cameraPhoto({ width, height }: { width: number; height: number }): Promise<Buffer> {
  const half = Math.floor(width / 2);
  const blue = await sharp({ create: { width: width - half, height, channels: 3, background: '#0000ff' } })
    .png()
    .toBuffer();
  const jpeg = await sharp({ create: { width, height, channels: 3, background: '#ff0000' } })
    .composite([{ input: blue, left: half, top: 0 }])
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: MAKE, Model: MODEL, Artist: OWNER, Copyright: OWNER },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '51/1 7/1 4080/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '1/1 18/1 4824/100',
      },
    })
    .withXmp(XMP)
    .withMetadata({ orientation: 6 })
    .toBuffer();
  // sharp writes neither IPTC nor a comment: spliced in after the start-of-image marker.
  const comment = segment(0xfe, Buffer.from(COMMENT));
  return Buffer.concat([jpeg.subarray(0, 2), iptc(), comment, jpeg.subarray(2)]);
}

/** Whether an EXIF block points to a GPS directory (tag 0x8825, either byte order). */
export const hasGps = (exif: Buffer) =>
  exif.includes(Buffer.from([0x25, 0x88])) || exif.includes(Buffer.from([0x88, 0x25]));

/** The mean colour of a region of a picture, as [red, green, blue]. */
export async function meanColour(
  picture: Buffer,
  region: { left: number; top: number; width: number; height: number },
): Promise<number[]> {
  // stats() reads the input, whatever the pipeline: the region is cut out first.
  const { channels } = await sharp(await sharp(picture).extract(region).png().toBuffer()).stats();
  return channels.slice(0, 3).map((channel) => Math.round(channel.mean));
}
