-- A style with a syntax error on line 4: it never loads.
return style {
  summary = "Never loads",
  options = { inset = 20 +, },
}
