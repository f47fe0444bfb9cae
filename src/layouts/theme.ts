/**
 * The one script a page without widgets carries, inline in its head: it keeps the reader's
 * choice of theme from page to page. Before the first paint it sets <html data-theme> from
 * localStorage (no flash of the other theme); when the header's switch changes it stores the
 * theme chosen; and it sets the switch to match (checked means "the other theme than the
 * system's"). With nothing stored, the page follows the system. Kept small: the size budget
 * (test/site/budgets.test.ts) allows this script, and only this, on pages without widgets.
 */
export const THEME_SCRIPT = `(()=>{const d=document.documentElement,m=matchMedia('(prefers-color-scheme: dark)'),k='gobeta-theme',s=()=>m.matches?'dark':'light';let t=null;try{t=localStorage.getItem(k)}catch{}if(t==='dark'||t==='light')d.dataset.theme=t;const sync=()=>{const c=document.getElementById('theme-switch');if(c&&d.dataset.theme)c.checked=d.dataset.theme!==s()};document.addEventListener('DOMContentLoaded',sync);m.addEventListener('change',sync);document.addEventListener('change',e=>{const c=e.target;if(c.id!=='theme-switch')return;const v=c.checked!==(s()==='dark')?'dark':'light';d.dataset.theme=v;try{localStorage.setItem(k,v)}catch{}})})()`;
