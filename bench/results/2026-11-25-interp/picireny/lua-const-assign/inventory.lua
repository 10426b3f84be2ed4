-- inventory.lua: a small stock-keeping module with a report writer.
-- Written for the interpreted-mode reduction benchmark (issue 13).

local M = {}

local MAX_ITEMS <const> = 500
local DEFAULT_UNIT <const> = "pcs"
local REORDER_FACTOR <const> = 1.25
local log_level = "info"

local function log(level, fmt, ...)
  if level == "debug" and log_level ~= "debug" then
    return
  end
  io.stderr:write(string.format("[%s] " .. fmt .. "\n", level, ...))
end

local Item = {}
Item.__index = Item

function Item.new(sku, name, qty, unit, price)
  local self = setmetatable({}, Item)
  self.sku = sku
  self.name = name
  self.qty = qty or 0
  self.unit = unit or DEFAULT_UNIT
  self.price = price or 0.0
  self.history = {}
  return self
end

function Item:adjust(delta, reason)
  local before = self.qty
  self.qty = self.qty + delta
  self.history[#self.history + 1] = { before = before, after = self.qty, reason = reason }
  if self.qty < 0 then
    log("warn", "item %s went negative (%d)", self.sku, self.qty)
  end
  return self.qty
end

function Item:value()
  return self.qty * self.price
end

function Item:__tostring()
  return string.format("%-8s %-20s %6d %-4s %8.2f", self.sku, self.name, self.qty, self.unit, self.price)
end

local Store = {}
Store.__index = Store

function Store.new(name)
  return setmetatable({ name = name, items = {}, order = {}, count = 0 }, Store)
end

function Store:add(item)
  if self.items[item.sku] then
    error("duplicate sku " .. item.sku)
  end
  if self.count >= MAX_ITEMS then
    error(string.format("store %s is full (%d items)", self.name, MAX_ITEMS))
  end
  self.items[item.sku] = item
  self.order[#self.order + 1] = item.sku
  self.count = self.count + 1
  return item
end

function Store:find(pattern)
  local found = {}
  for _, sku in ipairs(self.order) do
    local item = self.items[sku]
    if item.name:find(pattern, 1, true) or sku:match(pattern) then
      found[#found + 1] = item
    end
  end
  table.sort(found, function(a, b) return a.sku < b.sku end)
  return found
end

function Store:reorder_list(threshold)
  local list = {}
  for _, sku in ipairs(self.order) do
    local item = self.items[sku]
    if item.qty < threshold then
      local want = math.ceil((threshold - item.qty) * REORDER_FACTOR)
      list[#list + 1] = { sku = sku, want = want }
    end
  end
  return list
end

function Store:grow(extra)
  -- Larger stores get a bigger limit; this used to be a plain variable.
  if extra > 0 then
    MAX_ITEMS = MAX_ITEMS + extra
    log("info", "store %s may now hold %d items", self.name, MAX_ITEMS)
  end
end

function Store:total_value()
  local sum = 0
  for _, item in pairs(self.items) do
    sum = sum + item:value()
  end
  return sum
end

local function csv_escape(s)
  s = tostring(s)
  if s:find('[,"\n]') then
    s = '"' .. s:gsub('"', '""') .. '"'
  end
  return s
end

function Store:write_csv(path)
  local f, err = io.open(path, "w")
  if not f then
    return nil, err
  end
  f:write("sku,name,qty,unit,price\n")
  for _, sku in ipairs(self.order) do
    local it = self.items[sku]
    local row = { it.sku, it.name, it.qty, it.unit, string.format("%.2f", it.price) }
    for i = 1, #row do
      row[i] = csv_escape(row[i])
    end
    f:write(table.concat(row, ","), "\n")
  end
  f:close()
  return true
end

function Store:report()
  local lines = { string.format("Store %s: %d items, value %.2f", self.name, self.count, self:total_value()) }
  for _, sku in ipairs(self.order) do
    lines[#lines + 1] = tostring(self.items[sku])
  end
  local low = self:reorder_list(10)
  if #low > 0 then
    lines[#lines + 1] = "reorder:"
    for _, r in ipairs(low) do
      lines[#lines + 1] = string.format("  %s x%d", r.sku, r.want)
    end
  end
  return table.concat(lines, "\n")
end

M.Item = Item
M.Store = Store
M.set_log_level = function(level) log_level = level end

if ... == nil then
  local s = Store.new("main")
  s:add(Item.new("A-100", "bolt M6", 120, nil, 0.05))
  s:add(Item.new("A-101", "nut M6", 4, nil, 0.03))
  s:add(Item.new("B-200", "bracket", 7, "pcs", 2.40))
  s.items["A-101"]:adjust(-6, "assembly")
  print(s:report())
end

return M
