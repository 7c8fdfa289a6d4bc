// A stored signature's PNG (issue 15 item 3), fetched through SiteClient.imageUrl (the image call needs the
// session); nothing while it loads or without a site client, a dash when it cannot be read.
import { Image, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useSiteClient } from './site-client.ts';

export interface SignatureImageProps {
  id: number;
  alt: string;
  /** Largest height in CSS pixels (default 64). */
  height?: number;
}

export function SignatureImage({ id, alt, height = 64 }: SignatureImageProps) {
  const client = useSiteClient();
  const [url, setUrl] = useState<string | null | false>(null);
  useEffect(() => {
    if (!client) return;
    let live = true;
    client.imageUrl(id).then(
      (u) => live && setUrl(u),
      () => live && setUrl(false),
    );
    return () => {
      live = false;
    };
  }, [client, id]);
  if (url === false) return <Typography.Text type="secondary">—</Typography.Text>;
  if (!url) return null;
  return <Image src={url} alt={alt} height={height} style={{ width: 'auto', border: '1px solid #f0f0f0', background: '#fff' }} data-testid="signature-image" />;
}
