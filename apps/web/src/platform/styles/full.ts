// Every Mantine style, in its cascade layer: loaded with the shell and with the pages outside the
// shell that are not in base.ts's light set. Rules already loaded by base.ts repeat identically in
// the same layer, so loading this later changes nothing for them.
import '@mantine/core/styles.layer.css';
import '@mantine/dates/styles.layer.css';
import '@mantine/notifications/styles.layer.css';
