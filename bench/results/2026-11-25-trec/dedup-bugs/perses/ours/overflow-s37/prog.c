safe_sub_func_uint16_t_u_u(short )
{
}
  a()
{ safe_sub_func_uint16_t_u_u(0x5D3924EDL);
}
