
werror()
{
}
