import { describe, expect, it } from 'vitest';
import { buildXml, childElements, childText, decodeXmlText, escapeXml, parseXml, XmlParseError } from './xml';

describe('parseXml', () => {
  it('reads an S3 answer with declaration, namespace and repeated elements', () => {
    const root = parseXml(`<?xml version="1.0" encoding="UTF-8"?>
<ListPartsResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/">
  <Bucket>media</Bucket>
  <Key>stores/1/a&amp;b.png</Key>
  <UploadId>u-1</UploadId>
  <IsTruncated>false</IsTruncated>
  <Part><PartNumber>1</PartNumber><ETag>&quot;abc&quot;</ETag><Size>5</Size></Part>
  <Part><PartNumber>2</PartNumber><ETag>"def"</ETag><Size>3</Size></Part>
</ListPartsResult>`);
    expect(root.name).toBe('ListPartsResult');
    expect(childText(root, 'Key')).toBe('stores/1/a&b.png');
    const parts = childElements(root, 'Part');
    expect(parts.map((part) => childText(part, 'ETag'))).toEqual(['"abc"', '"def"']);
    expect(childText(root, 'Missing')).toBeUndefined();
  });

  it('handles comments, CDATA, self-closing tags, attributes with ">" and numeric references', () => {
    const root = parseXml('<a x="1>2"><!-- c --><b/><c><![CDATA[<raw>&amp;]]></c><d>&#65;&#x42;</d></a>');
    expect(childText(root, 'c')).toBe('<raw>&amp;');
    expect(childText(root, 'd')).toBe('AB');
    expect(childElements(root, 'b')).toHaveLength(1);
  });

  it('ignores namespace prefixes when looking children up', () => {
    expect(childText(parseXml('<s3:A xmlns:s3="x"><s3:Key>k</s3:Key></s3:A>'), 'Key')).toBe('k');
  });

  it('rejects broken documents', () => {
    expect(() => parseXml('<a><b></a>')).toThrow(XmlParseError);
    expect(() => parseXml('<a>')).toThrow(XmlParseError);
    expect(() => parseXml('not xml')).toThrow(XmlParseError);
    expect(() => parseXml('<a></a><b></b>')).toThrow(XmlParseError);
  });
});

describe('buildXml', () => {
  it('repeats arrays and escapes text', () => {
    expect(
      buildXml('CompleteMultipartUpload', {
        Part: [
          { PartNumber: 1, ETag: '"a"' },
          { PartNumber: 2, ETag: '"b<"' },
        ],
      }),
    ).toBe(
      '<CompleteMultipartUpload><Part><PartNumber>1</PartNumber><ETag>&quot;a&quot;</ETag></Part>' +
        '<Part><PartNumber>2</PartNumber><ETag>&quot;b&lt;&quot;</ETag></Part></CompleteMultipartUpload>',
    );
  });

  it('round-trips through the parser', () => {
    const xml = buildXml('RestoreRequest', { Days: 1, GlacierJobParameters: { Tier: "Std & 'x'" } });
    expect(childText(childElements(parseXml(xml), 'GlacierJobParameters')[0], 'Tier')).toBe("Std & 'x'");
  });

  it('escape and decode are inverse', () => {
    const text = `<"a" & 'b'>`;
    expect(decodeXmlText(escapeXml(text))).toBe(text);
  });
});
