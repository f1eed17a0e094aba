-- Headless Neovim: open a file with the kenning client, wait for kenning's diagnostic,
-- run vim.lsp.buf.code_action() on its line as a person would, pick the action whose
-- title starts with $KENNING_NVIM_PICK in the menu (vim.ui.select), save the file, and
-- write the diagnostics, the menu, the line after the edit and the diagnostics after it
-- to $KENNING_NVIM_OUT. Driven by tests/test_editors.py.
local out = assert(os.getenv("KENNING_NVIM_OUT"))
local pick = assert(os.getenv("KENNING_NVIM_PICK"))
local texts = {}
local function finish(text)
  table.insert(texts, text)
  local f = assert(io.open(out, "w"))
  f:write(table.concat(texts, "\n"))
  f:close()
  vim.cmd("qall!")
end

local kenning = dofile(assert(os.getenv("KENNING_NVIM_CONFIG")))
kenning.setup({ cmd = { assert(os.getenv("KENNING_BIN")), "lsp" } })
vim.cmd("edit " .. vim.fn.fnameescape(assert(os.getenv("KENNING_NVIM_FILE"))))

if not vim.wait(30000, function()
  return #vim.diagnostic.get(0) > 0
end, 50) then
  finish("ERROR: no diagnostic")
  return
end
local diagnostic = vim.diagnostic.get(0)[1]
table.insert(texts, string.format("diagnostic %d: [%s] %s", diagnostic.lnum + 1,
  tostring(diagnostic.code), diagnostic.message))

-- the menu: the person picks the rewrite
local menu = nil
vim.ui.select = function(items, opts, on_choice)
  menu = {}
  local chosen = nil
  for i, item in ipairs(items) do
    local title = opts.format_item and opts.format_item(item) or tostring(item)
    table.insert(menu, title)
    if chosen == nil and vim.startswith(title, pick) then
      chosen = i
    end
  end
  on_choice(chosen and items[chosen] or nil, chosen)
end

vim.api.nvim_win_set_cursor(0, { diagnostic.lnum + 1, diagnostic.col })
local before = vim.api.nvim_buf_get_lines(0, diagnostic.lnum, diagnostic.lnum + 1, false)[1]
vim.lsp.buf.code_action()
local changed = vim.wait(15000, function()
  return vim.api.nvim_buf_get_lines(0, diagnostic.lnum, diagnostic.lnum + 1, false)[1] ~= before
end, 50)
for _, title in ipairs(menu or {}) do
  table.insert(texts, "action: " .. title)
end
if not changed then
  finish("ERROR: the line did not change")
  return
end
table.insert(texts, "line: " .. vim.api.nvim_buf_get_lines(0, diagnostic.lnum, diagnostic.lnum + 1, false)[1])
vim.cmd("silent write")
vim.wait(15000, function()
  return #vim.diagnostic.get(0) == 0
end, 50)
finish("diagnostics after: " .. #vim.diagnostic.get(0))
