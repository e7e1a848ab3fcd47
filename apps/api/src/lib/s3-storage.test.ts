import { describe, expect, it } from 'vitest';
import { presignS3 } from './s3-storage';

describe('S3 presigned URLs (SigV4)', () => {
  it('matches the worked example of the AWS documentation (presigned GET of test.txt)', () => {
    const url = presignS3(
      {
        endpoint: 'https://s3.amazonaws.com',
        region: 'us-east-1',
        bucket: 'examplebucket',
        accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
        secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
      },
      'GET',
      'test.txt',
      86400,
      new Date('2013-05-24T00:00:00Z'),
    );
    expect(url).toBe(
      'https://examplebucket.s3.amazonaws.com/test.txt?X-Amz-Algorithm=AWS4-HMAC-SHA256' +
        '&X-Amz-Credential=AKIAIOSFODNN7EXAMPLE%2F20130524%2Fus-east-1%2Fs3%2Faws4_request' +
        '&X-Amz-Date=20130524T000000Z&X-Amz-Expires=86400&X-Amz-SignedHeaders=host' +
        '&X-Amz-Signature=aeeed9bbccd4d02ee5c0109b86d86835f995330da4c265957d157751f604d404',
    );
  });

  it('puts the bucket in the path for path-style stores and changes the signature with the method', () => {
    const cfg = {
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      bucket: 'lbd',
      accessKeyId: 'k',
      secretAccessKey: 's',
      forcePathStyle: true,
    };
    const at = new Date('2026-01-01T00:00:00Z');
    const put = presignS3(cfg, 'PUT', 'activities/1/a.pdf', 600, at);
    const get = presignS3(cfg, 'GET', 'activities/1/a.pdf', 600, at);
    expect(put.startsWith('http://127.0.0.1:9000/lbd/activities/1/a.pdf?')).toBe(true);
    expect(new URL(put).searchParams.get('X-Amz-Signature')).not.toBe(new URL(get).searchParams.get('X-Amz-Signature'));
  });
});
