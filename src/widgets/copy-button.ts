/**
 * Copy buttons for text set on the page (a sentence's citation, in its § menu): a button
 * `data-copy="<id>"` copies the text of the element with that id, and says so in the status
 * element after it. The buttons are rendered `hidden` and shown by this script, so that a page
 * read without JavaScript offers none that cannot work; the text itself can always be selected.
 * Where the clipboard is refused, the text is selected for the reader to copy. One listener for
 * every button, inline once on a page that has them, plain JavaScript in a string like the theme
 * script, so that its size is known (test/site/budgets.test.ts).
 */
export const COPY_SCRIPT = `(()=>{const d=document,show=()=>{for(const b of d.querySelectorAll('button[data-copy]'))b.hidden=false};d.readyState=='loading'?d.addEventListener('DOMContentLoaded',show):show();d.addEventListener('click',e=>{const b=e.target.closest?.('button[data-copy]'),t=b&&d.getElementById(b.dataset.copy);if(!t)return;const s=b.nextElementSibling,say=m=>{if(s)s.textContent=m},pick=()=>{const r=d.createRange(),g=getSelection();r.selectNodeContents(t);g.removeAllRanges();g.addRange(r);say('Selected: copy it with your keyboard or menu.')};navigator.clipboard?navigator.clipboard.writeText(t.textContent.replace(/\\s+/g,' ').trim()).then(()=>say('Copied.'),pick):pick()})})()`;
