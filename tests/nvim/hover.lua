-- Headless Neovim: open a file with the kenning client, hover a line, write the
-- hover text to $KENNING_NVIM_OUT. Driven by tests/test_editors.py.
local out = assert(os.getenv("KENNING_NVIM_OUT"))
local function finish(text)
  local f = assert(io.open(out, "w"))
  f:write(text)
  f:close()
  vim.cmd("qall!")
end

local kenning = dofile(assert(os.getenv("KENNING_NVIM_CONFIG")))
kenning.setup({ cmd = { assert(os.getenv("KENNING_BIN")), "lsp" } })
vim.cmd("edit " .. vim.fn.fnameescape(assert(os.getenv("KENNING_NVIM_FILE"))))

local function client()
  local get = vim.lsp.get_clients or vim.lsp.buf_get_clients
  local list = vim.lsp.get_clients and get({ bufnr = 0 }) or get(0)
  for _, c in pairs(list) do
    if c.name == "kenning" then
      return c
    end
  end
end

local ok = vim.wait(30000, function()
  local c = client()
  return c ~= nil and c.server_capabilities ~= nil and c.server_capabilities.hoverProvider ~= nil
end, 50)
if not ok then
  finish("ERROR: the kenning client did not start")
  return
end

local line = tonumber(os.getenv("KENNING_NVIM_LINE") or "1")
vim.api.nvim_win_set_cursor(0, { line, 8 })
local params = vim.lsp.util.make_position_params()
local responses = vim.lsp.buf_request_sync(0, "textDocument/hover", params, 30000)
local texts = {}
for _, response in pairs(responses or {}) do
  local result = response.result
  if result and result.contents then
    table.insert(texts, result.contents.value or vim.inspect(result.contents))
  elseif response.err then
    table.insert(texts, "ERROR: " .. vim.inspect(response.err))
  end
end
if os.getenv("KENNING_NVIM_WAIT_DIAGNOSTICS") then
  vim.wait(15000, function()
    return #vim.diagnostic.get(0) > 0
  end, 50)
end
local diagnostics = vim.diagnostic.get(0)
table.insert(texts, "\n-- diagnostics: " .. #diagnostics)
for _, d in ipairs(diagnostics) do
  table.insert(texts, string.format("\n%d: [%s] %s", d.lnum + 1, tostring(d.code), d.message))
end
finish(table.concat(texts, "\n"))
