import { useState, type ChangeEvent } from "react";
import { maxUploadBytes } from "#shared/registration-uploads.ts";

/**
 * A picture uploaded as soon as it is chosen: refused here when larger than the server takes,
 * else sent by `upload`, whose answer's address the form then saves in a hidden field.
 */
export function usePictureUpload(initial: string, upload: (file: File) => Promise<{ url: string }>, failure: string) {
  const [url, setUrl] = useState(initial);
  const [state, setState] = useState<{ busy: boolean; error?: string }>({ busy: false });
  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    if (file.size > maxUploadBytes) return setState({ busy: false, error: "This picture is larger than 10 MB. Please choose a smaller one." });
    setState({ busy: true });
    try {
      setUrl((await upload(file)).url);
      setState({ busy: false });
    } catch (caught) {
      setState({ busy: false, error: caught instanceof Error ? caught.message : failure });
    }
  };
  return { url, setUrl, busy: state.busy, uploadError: state.error, choose };
}
