/**
 * The one script a "Cite this page" block needs, inline once on each page that has one (the base
 * layout adds it): it puts the reader's day into each accessed date (`data-accessed`, written as
 * formats.ts `dateIn` writes it: the build's day stands there until then), and shows each format's
 * copy button (hidden until now: without JavaScript it could do nothing), which copies the
 * format's text and says so in the block's status line (role="status"). Where the browser allows no
 * clipboard, the button selects the text instead, and says to copy it. Plain JavaScript in a
 * string, like the theme script, so that its size is known (test/site/budgets.test.ts). The month is
 * named from a list, not by toLocaleDateString: the first use of the browser's date formatting loads
 * its locale data, which on a phone slowed fourfold held the page for some 170 ms as it loaded.
 */
export const CITE_SCRIPT = `(()=>{const d=document,t=new Date(),y=t.getFullYear(),m=t.getMonth()+1,a=t.getDate(),p=n=>(n<10?'0':'')+n,f={text:'January February March April May June July August September October November December'.split(' ')[m-1]+' '+a+', '+y,bibtex:y+'-'+p(m)+'-'+p(a),ris:y+'/'+m+'/'+a+'/',csl:y+', '+m+', '+a};for(const s of d.querySelectorAll('[data-accessed]'))s.textContent=f[s.dataset.accessed];for(const b of d.querySelectorAll('[data-cite-formats] [data-copy]')){b.hidden=false;b.onclick=async()=>{const e=b.closest('figure').querySelector('pre'),s=b.closest('[data-cite-formats]').querySelector('[role=status]'),w=b.dataset.copy;s.textContent='';try{await navigator.clipboard.writeText(e.textContent);s.textContent='Copied the '+w+'.'}catch{getSelection().selectAllChildren(e);s.textContent='Selected the '+w+': copy it with your keyboard or menu.'}}}})()`;
